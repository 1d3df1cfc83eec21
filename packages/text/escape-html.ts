/**
 * Makes text safe to put into HTML, both between tags and inside attribute values quoted with
 * either kind of quote. One escaper for every place that writes HTML by hand, so no copy forgets
 * a character.
 */
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const SPECIAL = /[&<>"']/g;

export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (char) => HTML_ESCAPES[char]!);
}
