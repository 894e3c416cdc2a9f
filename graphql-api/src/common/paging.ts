/** Page sizes are capped at 100 everywhere (docs/product.md, "Limits"); pages are 1-based. */
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/** Past this offset no list has rows; a page beyond it (1e10, Infinity from a REST query) is read as the last one. */
const MAX_OFFSET = 1_000_000_000;

/**
 * A 1-based page and a size from what a client sent: a size that is missing, zero, negative or not a number is the
 * default (one rule for all of them), at most MAX_PAGE_SIZE; a page below 1 is 1; both are whole numbers.
 */
export function pageRequest(page: number | null | undefined, size: number | null | undefined, defaultSize: number): PageRequest {
  const wanted = Math.floor(Number(size));
  const s = Math.min(MAX_PAGE_SIZE, wanted >= 1 ? wanted : defaultSize);
  const p = Math.min(Math.floor(MAX_OFFSET / s) + 1, Math.max(1, Math.floor(Number(page) || 1)));
  return { page: p, size: s, offset: (p - 1) * s };
}

/** Escapes LIKE wildcards so a user's text matches literally. */
export function likeFragment(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
