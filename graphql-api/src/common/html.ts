/** Text placed in HTML (e-mails, the unsubscribe pages): the five characters that could open markup, escaped. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** An e-mail's HTML part: each line a paragraph (empty lines only separate), addresses as links. */
export function emailHtml(language: string, lines: readonly string[]): string {
  return `<!doctype html><html lang="${escapeHtml(language)}"><body>${lines.map((l) => (l ? `<p>${linkify(escapeHtml(l))}</p>` : '')).join('')}</body></html>`;
}

/** Web addresses in already escaped text made into links (the links of notification e-mails). */
export function linkify(s: string): string {
  return s.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
