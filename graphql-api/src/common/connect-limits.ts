/** Lengths of the free texts of the Connect features (their messages are in the catalogs: errors.*, messages.*). */
export const MAX_INTEREST_MESSAGE = 500;
export const MAX_REPORT_TEXT = 2000;
