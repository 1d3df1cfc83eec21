/**
 * Escapes text for HTML and XML, in element content and in double-quoted attributes: the one
 * escaper of the site (the Atom feed uses it).
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
