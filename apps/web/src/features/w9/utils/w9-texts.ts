/** Spec 001 §8: the W-9 upload succeeded. */
export const W9_UPLOADED = "You've successfully uploaded your W-9";
/** Spec 001 §5 W-9: why Next is blocked on the W-9 step. */
export const SUBMIT_A_W9 = 'Please submit a W9';
export const SAVE_OR_CANCEL = 'Please save your changes or cancel out of them';
/** The IRS's fillable W-9 form. */
export const FILLABLE_W9_URL = 'https://www.irs.gov/pub/irs-pdf/fw9.pdf';
export const W9_LIST_FAILED = 'Error loading your W-9s, please try again or contact us for support';
export const W9_DOWNLOAD_FAILED = 'Unable to download the W-9, please try again or contact us for support';

/** Spec 001 §2 W-9: the orange alert of a customer's revision request. */
export const w9RevisionText = (clientName: string, note: string) =>
  `${clientName} requests that you make the following revisions to your W-9: ${note.trim().replace(/\.+$/, '')}. Select the Add W-9 button to submit a revised form.`;
