/** Text placed in HTML (e-mails, the unsubscribe pages): the five characters that could open markup, escaped. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Web addresses in already escaped text made into links (the links of notification e-mails). */
export function linkify(s: string): string {
  return s.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
