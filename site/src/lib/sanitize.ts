/** HTML from content files is reduced to a small allowlist before display (build time only). */
import sanitizeHtml from 'sanitize-html';

const LINK_SCHEMES = ['https', 'http', 'mailto'];

/** Lead texts may carry <br> (line-break hints) and links; everything else is stripped. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, { allowedTags: ['br', 'a', 'strong', 'em'], allowedAttributes: { a: ['href'] }, allowedSchemes: LINK_SCHEMES });
}

/** Info boxes may carry paragraphs, lists and links. */
export function sanitizeBlockHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'a', 'strong', 'em', 'ul', 'ol', 'li'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: LINK_SCHEMES,
  });
}
