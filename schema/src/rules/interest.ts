/**
 * Interest rules (docs/product.md, 'Connect'), read by the API and the portal's Send interest dialog alike: the
 * sender may choose one of a few ready-made polite openings, stored by name so that each member reads it in their
 * own language (the portal's catalog, `connect.send.ready.<NAME>`), and may add their own words, at most 500
 * characters.
 */
export const READY_INTEREST_MESSAGES = ['GREETING', 'SHARED_VALUES', 'READ_WITH_INTEREST'] as const;
export type ReadyInterestMessageValue = (typeof READY_INTEREST_MESSAGES)[number];

/** The sender's own words, at most this many characters. */
export const MAX_INTEREST_MESSAGE = 500;
