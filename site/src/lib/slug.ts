/**
 * Anchor ids for headings and glossary entries: lowercase ASCII, German umlauts transliterated,
 * dots dropped ("5.1 Nutzendenanalyse" → "51-nutzendenanalyse"), runs of separators collapsed.
 */
const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => TRANSLITERATION[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Gives each slug once per document by appending -2, -3 … to repeats. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'abschnitt';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
}
