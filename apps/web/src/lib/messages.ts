/**
 * User-facing texts that more than one feature shows, defined once (the spec's exact wording). A text
 * the server sends too belongs in packages/shared instead.
 */

/** 'Error creating PDF, please try again or contact us for support' (spec 000 §8): a PDF download failed. */
export const PDF_FAILED_MESSAGE = 'Error creating PDF, please try again or contact us for support';

/** 'Failed to save form' (spec 000 §8, 001 §8): a disclosure form was not saved. */
export const SAVE_FAILED_MESSAGE = 'Failed to save form';

/** 'Error loading required data, please try again or contact us' (spec 001 §8): an account tab or step could not load. */
export const LOAD_FAILED_MESSAGE = 'Error loading required data, please try again or contact us';

/** A to-do link that leads nowhere (deleted, another vendor's, a mistyped id). */
export const TODO_NOT_FOUND_MESSAGE = 'This to-do was not found.';
