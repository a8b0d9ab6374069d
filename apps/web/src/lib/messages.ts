/**
 * User-facing texts that more than one feature shows, defined once (the spec's exact wording). A text
 * the server sends too belongs in packages/shared instead.
 */

/** 'Error creating PDF, please try again or contact us for support' (spec 000 §8): a PDF download failed. */
export const PDF_FAILED_MESSAGE = 'Error creating PDF, please try again or contact us for support';

/** 'Failed to save form' (spec 000 §8, 001 §8): a disclosure form was not saved. */
export const SAVE_FAILED_MESSAGE = 'Failed to save form';
