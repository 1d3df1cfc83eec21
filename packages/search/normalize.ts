/**
 * German text normalisation shared by the index, the query and the highlighter, in the browser
 * and on the server. Everything that should match must pass through the same steps:
 * fold (case, umlauts, ß, accents) → split into words → stem. Compound parts are added at index
 * time only (see compoundParts).
 */
import { stemmer as snowballGerman } from '@orama/stemmers/german';

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * Lowercase ASCII-ish form: "Straße" → "strasse", "Hürden" → "huerden", "Café" → "cafe".
 * Umlauts become ae/oe/ue (not a/o/u) so that "ae" typed on a keyboard without umlauts matches.
 * The middle dot of Leichte Sprache ("Service·standard") and soft hyphens join words.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u00b7\u00ad]/g, '')
    .replace(/[äöüß]/g, (ch) => UMLAUTS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words of already folded text; hyphens, dots and slashes separate ("Open-Source" → open, source). */
export function words(folded: string): string[] {
  return folded.match(WORD) ?? [];
}

/**
 * Stem of a folded word with the Snowball German stemmer: "nutzenden" and "nutzende" → "nutzend",
 * "schnittstellen" → "schnittstell". Short words and numbers stay as they are, since stemming
 * "api" or "115" only loses information.
 */
export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = snowballGerman(word);
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** Stems are asked for again and again (every compound part, every keystroke); the site has a few thousand words. */
const stems = new Map<string, string>();

/** Words that carry no meaning in a question ("Wie melde ich eine Barriere?"). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'aber alle als also am an auch auf aus bei beim bin bis bitte da damit dann das dass dem den der des die dies diese ' +
    'dieser dieses du durch ein eine einem einen einer eines er es fuer gibt hat hier ich ihr im in ist ja kann kein ' +
    'man mein meine meinem meinen meiner mich mit muss nach nicht noch nur ob oder sich sie sind so soll ueber um und ' +
    'uns unter vom von vor was wann warum was welche welchem welchen welcher welches wenn wer wie wieso wir wo zu zum zur'
  ).split(' '),
);

/** Linking elements ("Fugen") between the parts of a German compound: Verwaltung-s-leistung. */
const LINKS = ['', 's', 'es', 'n', 'en', 'e'];
const MIN_PART = 4;

/** Endings that make a word, not a compound part: "barrierefrei|heit" is no compound. */
const SUFFIXES: ReadonlySet<string> = new Set(
  'heit heiten keit keiten lich liche lichen licher isch ische ischen ung ungen schaft schaften bare baren barer samen same nisse tion tionen chen lein'.split(' '),
);

/** The words of the site and their stems: compound parts are only accepted when they are words too. */
export interface Vocabulary {
  words: ReadonlySet<string>;
  stems: ReadonlySet<string>;
}

export function createVocabulary(allWords: Iterable<string>): Vocabulary {
  const set = new Set(allWords);
  return { words: set, stems: new Set([...set].map(stem)) };
}

/**
 * The later parts of a compound, found by looking up its first part in the site's own words:
 * "barrierefreiheit" → ["freiheit"] because "barriere" occurs on the site,
 * "verwaltungsleistungen" → ["leistungen"] because "verwaltung" does. Searching "freiheit" then
 * finds "Barrierefreiheit". Prefix search already covers the first part.
 *
 * A rest counts when it is a word of the site, or else, for the longest known first part, when
 * it starts with a stem of the site: "weiterentwicklung" gives "entwicklung", not "twicklung"
 * after "weiteren", and "zusammensetzung" gives nothing rather than "etzung".
 */
export function compoundParts(word: string, vocabulary: Vocabulary): string[] {
  const candidates: string[] = [];
  for (let split = word.length - MIN_PART; split >= MIN_PART; split--) {
    const tail = word.slice(split);
    if (SUFFIXES.has(tail)) continue;
    const head = word.slice(0, split);
    const headIsWord = LINKS.some((link) => {
      if (!head.endsWith(link)) return false;
      const base = head.slice(0, head.length - link.length);
      return base.length >= MIN_PART && vocabulary.words.has(base) && !STOP_WORDS.has(base);
    });
    if (headIsWord) candidates.push(tail);
  }
  const known = candidates.filter((tail) => vocabulary.words.has(tail));
  if (known.length > 0) return known;
  const longest = candidates[0];
  return longest !== undefined && startsWithKnownStem(longest, vocabulary) ? [longest] : [];
}

/** "freiheit" starts with the stem "frei", "etzung" with no stem of the site. */
function startsWithKnownStem(part: string, vocabulary: Vocabulary): boolean {
  for (let length = MIN_PART; length <= part.length; length++) {
    if (vocabulary.stems.has(part.slice(0, length))) return true;
  }
  return vocabulary.stems.has(stem(part));
}

/** Terms a word of the page is indexed under: its stem and the stems of its compound parts. */
export function indexTerms(word: string, vocabulary: Vocabulary): string[] {
  const terms = new Set([stem(word)]);
  for (const part of compoundParts(word, vocabulary)) terms.add(stem(part));
  return [...terms];
}

/**
 * The words of a query worth searching for: folded, stop words dropped unless nothing else is
 * left ("Was ist zu tun" is also a heading).
 */
export function queryWords(query: string): string[] {
  const all = words(fold(query));
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : all;
}

/**
 * An inflection-tolerant key for the thesaurus (synonyms.ts): "Nutzerinnen", "Nutzern" and
 * "Nutzer" → "nutzer", "Schnittstellen" → "schnittstell". Coarser than no change, finer than the
 * stem: Snowball gives "nutz" for both "Nutzer" and "nutzen", which are different words.
 */
export function lemmaKey(word: string): string {
  if (word.length > 7 && word.endsWith('innen')) return word.slice(0, -5);
  if (word.length > 6 && word.endsWith('in') && !word.endsWith('ein')) return word.slice(0, -2);
  for (const ending of ['en', 'n', 's', 'e']) {
    if (word.length > ending.length + 3 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * Forms the site may write for a generic masculine a visitor types: the inclusive participle
 * ("Nutzer" → Nutzende, "Mitarbeitern" → Mitarbeitende) and the feminine ("Bürger" → Bürgerin,
 * Bürgerinnen). Only candidates; the engine keeps those that occur on the site.
 */
export function inclusiveForms(word: string): string[] {
  const match = /^([a-z]{3,})er[ns]?$/.exec(word);
  if (!match) return [];
  const root = match[1]!;
  return [`${root}ende`, `${root}enden`, `${root}erin`, `${root}erinnen`];
}

/** Shortest part of a query word split at search time ("App|entwicklung", "Nutzer|test"). */
const MIN_QUERY_PART = 3;

/**
 * Ways to cut a typed compound into a head and a rest, longest head first, with the head also
 * tried without a linking element: "nutzerforschung" → … ["nutzer", "forschung"] …,
 * "verwaltungsportal" → ["verwaltung", "portal"] (Fugen-s dropped). The engine keeps the cuts
 * whose parts it knows.
 */
export function compoundCuts(word: string): [head: string, rest: string][] {
  const cuts: [string, string][] = [];
  for (let split = word.length - MIN_QUERY_PART; split >= MIN_QUERY_PART; split--) {
    const head = word.slice(0, split);
    const rest = word.slice(split);
    // An ending is no part: "Nutzerforsch|ung" is no compound.
    if (SUFFIXES.has(rest)) continue;
    for (const link of LINKS) {
      if (!head.endsWith(link)) continue;
      const base = head.slice(0, head.length - link.length);
      if (base.length >= MIN_QUERY_PART && !STOP_WORDS.has(base)) cuts.push([base, rest]);
    }
  }
  return cuts;
}

/**
 * Terms a displayed word may have been indexed under, without the site's vocabulary (the browser
 * has only part of the index): its stem and the stems of every possible compound rest. Used to
 * mark matches; a rare extra mark is harmless, a missing one is not.
 */
export function markTerms(word: string): string[] {
  const terms = [stem(word)];
  for (let split = MIN_PART; split <= word.length - MIN_PART; split++) {
    const tail = word.slice(split);
    if (!SUFFIXES.has(tail)) terms.push(stem(tail));
  }
  return terms;
}
