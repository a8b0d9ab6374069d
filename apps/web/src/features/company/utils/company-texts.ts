/** Shown after Save stored the profile. */
export const COMPANY_SAVED = 'Your company profile has been saved.';
/** Shown when Save failed for another reason than the rules (the server's text is preferred). */
export const COMPANY_SAVE_FAILED = 'Could not save the company profile, please try again or contact us for support';
export const COMPANY_LOAD_FAILED = 'Error loading the company profile, please try again or contact us for support';
