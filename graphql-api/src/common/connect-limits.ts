/** Lengths of the free texts of reports (their messages are in the catalogs: errors.*, messages.*). */
export const MAX_REPORT_TEXT = 2000;
