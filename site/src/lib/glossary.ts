/** The A–Z index of the glossary: which letter a term files under. */
import { slugify } from './slug.ts';

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** First letter for the A–Z index: umlauts file under their base letter, digits under A. */
export function letterOf(term: string): string {
  const first = slugify(term.charAt(0)).charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : 'A';
}
