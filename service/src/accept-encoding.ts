/**
 * Which content coding to answer with, from the request's Accept-Encoding header (RFC 9110,
 * section 12.5.3): the highest quality value wins, q=0 means "not acceptable", "*" stands for
 * every coding the header does not name, and "identity" (the plain file) competes like the
 * others. On a tie the server's order decides (brotli before gzip: smaller). Without the header
 * the plain file goes out, as before.
 */
export type ContentCoding = 'br' | 'gzip';

/** The codings this server can send, smallest result first. */
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Quality per coding named in the header ("x-gzip" counts as gzip, as RFC 9110 asks). */
function qualities(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const element of header.split(',')) {
    const [name = '', ...params] = element.split(';').map((part) => part.trim().toLowerCase());
    if (name === '') continue;
    const coding = name === 'x-gzip' ? 'gzip' : name;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((part) => part.trim());
      // A malformed weight makes the element unusable, not preferred.
      if (key === 'q') q = value !== undefined && /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    // The same coding twice: the more cautious weight counts.
    named.set(coding, Math.min(q, named.get(coding) ?? 1));
  }
  return named;
}

/**
 * The coding to send, or undefined for the plain file. `available` lists the variants this
 * answer has (a small file may have none). When nothing the client accepts is available, the
 * plain file goes out too: a 406 would help no one.
 */
export function negotiateEncoding(header: string | undefined, available: readonly ContentCoding[] = CONTENT_CODINGS): ContentCoding | undefined {
  if (header === undefined) return undefined;
  const named = qualities(header);
  const wildcard = named.get('*');
  const quality = (coding: string) => named.get(coding) ?? wildcard ?? 0;
  let best: ContentCoding | undefined;
  let bestQuality = 0;
  for (const coding of CONTENT_CODINGS) {
    if (!available.includes(coding)) continue;
    const q = quality(coding);
    if (q > bestQuality) {
      best = coding;
      bestQuality = q;
    }
  }
  // Identity is acceptable unless excluded; it wins only when the client explicitly prefers it.
  const identity = named.get('identity') ?? wildcard;
  if (best && identity !== undefined && identity > bestQuality) return undefined;
  return best;
}
