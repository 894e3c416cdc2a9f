/** Page sizes are capped at 100 everywhere (docs/product.md, "Limits"); pages are 1-based. */
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export function pageRequest(page: number | null | undefined, size: number | null | undefined, defaultSize: number): PageRequest {
  const p = Math.max(1, Math.floor(Number(page) || 1));
  const s = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(size) || defaultSize)));
  return { page: p, size: s, offset: Math.min((p - 1) * s, 1_000_000_000) };
}

/** Escapes LIKE wildcards so a user's text matches literally. */
export function likeFragment(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
