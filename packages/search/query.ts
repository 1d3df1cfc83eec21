/**
 * Answering a query from the index (index-format.ts), the same in the browser's worker and on
 * the server. The index may be partly loaded: a run either answers or names the files it needs
 * (shards, tails, fragments); the caller loads them and runs again. On the server everything is
 * in memory, so the first run answers.
 *
 * A query becomes segments (words, or phrases of the thesaurus), each segment a set of weighted
 * alternative terms:
 * - the word's stem (weight 1), terms it is a prefix of, terms within a small edit distance
 *   (weights as MiniSearch gives them: prefix 0.375, typo 0.45, falling with the distance);
 * - members of its thesaurus group (SYNONYM_WEIGHT), inclusive forms of a generic masculine
 *   (INCLUSIVE_WEIGHT);
 * - a word the site does not know and that has no prefix match is split into known parts
 *   ("Nutzerforschung" → Nutzer + Forschung), each part a segment of its own.
 * A chunk scores the sum of its alternatives' stored scores, times the number of segments it
 * matches, doubled when it matches all (so documents with every word come first, and questions
 * still find something). A page scores its best section plus a fifth of its next four. An exact
 * title or glossary term (also by abbreviation) goes first.
 */
import { EXCERPT_CHARS, MAX_QUERY_CHARS, MAX_SECTIONS_PER_PAGE } from './constants.ts';
import {
  BUCKET_SECTIONS,
  decodePostings,
  fragmentFile,
  mergePostings,
  pageOfKey,
  partOfKey,
  sectionOfKey,
  shardFile,
  shardFor,
  shardsUnder,
  tailFile,
  type ExactTarget,
  type Fragment,
  type IndexManifest,
  type Postings,
  type Shard,
} from './index-format.ts';
import { compoundCuts, fold, inclusiveForms, lemmaKey, markTerms, stem, STOP_WORDS, words } from './normalize.ts';
import { phraseId, type Member, type Phrase } from './synonyms.ts';

/** A piece of display text; `mark` pieces matched the query. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface SectionHit {
  /** Route plus #heading-id. */
  url: string;
  /** Section heading, or the page title for the text before the first heading. */
  title: Segment[];
  /** A short passage around the first match. */
  excerpt: Segment[];
}

export interface PageHit {
  pageId: string;
  title: Segment[];
  sections: SectionHit[];
  /** The query is this page's title or one of its glossary terms (or their abbreviation): it comes first. */
  exact?: true;
}

/** What a run can read: the manifest, and the files loaded so far (undefined = not loaded yet). */
export interface IndexView {
  readonly manifest: Pick<IndexManifest, 'shards' | 'thesaurus'>;
  shard(key: string): Shard | undefined;
  tail(file: string): string | undefined;
  fragment(file: string): Fragment | undefined;
}

/** Either the results, or the files (relative to the index folder) to load before running again. */
export type Outcome = { hits: PageHit[] } | { need: string[] };

/** Weight of a thesaurus member in place of the typed word. */
export const SYNONYM_WEIGHT = 0.6;
/** Weight of an inclusive form in place of a typed generic masculine. */
export const INCLUSIVE_WEIGHT = 0.9;
/** MiniSearch's weights for prefix and typo matches, which the ranking was tuned with. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** Further matching sections add this share of their score to the page's best section. */
const FURTHER_SECTIONS_WEIGHT = 0.2;
/** Shortest query word expanded to the terms it begins. */
const MIN_PREFIX = 2;
/** Segments of one query that count; nobody types more words. */
const MAX_SEGMENTS = 24;

/**
 * Edit distance allowed per query term: none below five letters (too many false friends), one
 * from five, two from ten, because a swapped letter pair ("Gebärdensprahce") costs two edits.
 */
export function typoTolerance(term: string): number | false {
  if (term.length >= 10) return 2;
  if (term.length >= 5) return 1;
  return false;
}

// --- Reading the index ---------------------------------------------------------------------------

interface Alternative {
  /** Term, or "\u0001" + phrase id for a concept. */
  name: string;
  weight: number;
  shard: string;
  index: number;
  /** How the typed word led to it: as typed (stem, prefix, phrase), by a typo, the thesaurus or an inclusive form. */
  kind: 'typed' | 'typo' | 'synonym' | 'inclusive';
}

/** Decoded postings per shard and entry; shards are immutable, so this never goes stale. */
const decoded = new WeakMap<Shard, Map<string, Postings>>();

function postingsOf(view: IndexView, alternative: Alternative, withTail: boolean): Postings | string {
  const shard = view.shard(alternative.shard)!;
  let cache = decoded.get(shard);
  if (!cache) decoded.set(shard, (cache = new Map<string, Postings>()));
  const concept = alternative.name.startsWith('\u0001');
  const id = `${concept ? 'c' : 't'}${alternative.index}`;
  let head = cache.get(id);
  if (!head) {
    const top = (concept ? shard.conceptTop : shard.top)[alternative.index]!;
    head = decodePostings((concept ? shard.conceptPostings : shard.postings)[alternative.index]!, top);
    cache.set(id, head);
  }
  if (!withTail || (head.tailChunk === 0 && head.tailPage === 0)) return head;
  const file = tailFile(alternative.shard, concept ? 'c' : 't', alternative.index);
  let full = cache.get(`${id}+`);
  if (!full) {
    const text = view.tail(file);
    if (text === undefined) return file;
    const top = (concept ? shard.conceptTop : shard.top)[alternative.index]!;
    full = mergePostings(head, decodePostings(text, top));
    cache.set(`${id}+`, full);
  }
  return full;
}

/** Index of a name in a sorted list, or -1. */
function find(sorted: readonly string[], name: string): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = sorted[middle]!;
    if (value === name) return middle;
    if (value < name) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** First index whose entry is not below the name. */
function lowerBound(sorted: readonly string[], name: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < name) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Levenshtein distance if at most `max`, else max + 1 (stops early). */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Collects the files a run is missing while it looks things up. */
class Lookup {
  readonly need = new Set<string>();
  readonly view: IndexView;

  constructor(view: IndexView) {
    this.view = view;
  }

  /** The loaded shard for a key, or undefined (and noted as needed). */
  shard(key: string): Shard | undefined {
    const shard = this.view.shard(key);
    if (!shard) this.need.add(shardFile(key));
    return shard;
  }

  /** A term or concept: found, absent, or unknown until its shard is loaded (null). */
  entry(name: string, concept: boolean): Alternative | undefined | null {
    const key = shardFor(name, this.view.manifest.shards);
    if (key === undefined) return undefined;
    const shard = this.shard(key);
    if (!shard) return null;
    const index = find(concept ? shard.concepts : shard.terms, name);
    return index < 0 ? undefined : { name: concept ? `\u0001${name}` : name, weight: 1, shard: key, index, kind: 'typed' };
  }
}

// --- Thesaurus -------------------------------------------------------------------------------------

interface ThesaurusTables {
  /** Phrases of several words by their first word, longest first. */
  phrases: Map<string, { phrase: Phrase; group: number }[]>;
  /** Groups a single word belongs to, by its key. */
  singles: Map<string, number[]>;
  groups: readonly (readonly Member[])[];
}

const thesaurusTables = new WeakMap<object, ThesaurusTables>();

function tablesOf(manifest: IndexView['manifest']): ThesaurusTables {
  const known = thesaurusTables.get(manifest);
  if (known) return known;
  const tables: ThesaurusTables = { phrases: new Map(), singles: new Map(), groups: manifest.thesaurus };
  manifest.thesaurus.forEach((group, g) => {
    for (const { k: phrase } of group) {
      const first = phrase[0]!;
      if (phrase.length === 1) tables.singles.set(first, [...(tables.singles.get(first) ?? []), g]);
      else tables.phrases.set(first, [...(tables.phrases.get(first) ?? []), { phrase, group: g }]);
    }
  });
  for (const list of tables.phrases.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);
  thesaurusTables.set(manifest, tables);
  return tables;
}

// --- Query → segments → alternatives -----------------------------------------------------------------

type QuerySegment = { kind: 'word'; word: string } | { kind: 'phrase'; phrase: Phrase; group: number };

/** The words of a query, phrases of the thesaurus kept together, stop words dropped unless nothing else is left. */
export function querySegments(query: string, tables: ThesaurusTables): { segments: QuerySegment[]; exact: string } {
  const tokens = words(fold(query.slice(0, MAX_QUERY_CHARS)));
  const keys = tokens.map(lemmaKey);
  const all: QuerySegment[] = [];
  for (let i = 0; i < tokens.length; ) {
    const match = (tables.phrases.get(keys[i]!) ?? []).find(({ phrase }) => phrase.every((key, j) => keys[i + j] === key));
    if (match) {
      all.push({ kind: 'phrase', phrase: match.phrase, group: match.group });
      i += match.phrase.length;
    } else {
      all.push({ kind: 'word', word: tokens[i]! });
      i++;
    }
  }
  const meaningful = all.filter((s) => s.kind === 'phrase' || !STOP_WORDS.has(s.word));
  const seen = new Set<string>();
  const segments = (meaningful.length > 0 ? meaningful : all).filter((s) => {
    const id = s.kind === 'word' ? s.word : `\u0001${phraseId(s.phrase)}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { segments: segments.slice(0, MAX_SEGMENTS), exact: keys.join('') };
}

type Group = Alternative[];

function addAlternative(group: Group, alternative: Alternative | undefined | null, weight: number, kind: Alternative['kind']): void {
  if (!alternative) return;
  const existing = group.find((a) => a.name === alternative.name);
  if (existing) {
    if (weight > existing.weight) Object.assign(existing, { weight, kind });
  } else {
    group.push({ ...alternative, weight, kind });
  }
}

/** Other members of the groups a phrase (or single word, as a one-word phrase) belongs to. */
function synonyms(lookup: Lookup, tables: ThesaurusTables, groups: readonly number[], self: string, group: Group): void {
  for (const g of groups) {
    for (const member of tables.groups[g]!) {
      if (phraseId(member.k) === self || !member.x) continue;
      addAlternative(group, member.t !== undefined ? lookup.entry(member.t, false) : lookup.entry(phraseId(member.k), true), SYNONYM_WEIGHT, 'synonym');
    }
  }
}

/** Whether the site knows a word: as a term, a thesaurus member, or through an inclusive form (null: shard missing). */
function known(lookup: Lookup, tables: ThesaurusTables, word: string): boolean | null {
  if (tables.singles.has(lemmaKey(word))) return true;
  let missing = false;
  for (const form of [word, ...inclusiveForms(word)]) {
    const found = lookup.entry(stem(form), false);
    if (found) return true;
    if (found === null) missing = true;
  }
  return missing ? null : false;
}

interface WordOptions {
  fuzzy: boolean;
  prefix: boolean;
}

/**
 * Alternatives of one typed word: stem, prefixes, typos, synonyms, inclusive forms. `pending`
 * while the shards of the word itself are not loaded: then nothing is decided about typos or
 * splitting, which depend on whether the word is known.
 */
function expandWord(lookup: Lookup, tables: ThesaurusTables, word: string, options: WordOptions): { group: Group; direct: boolean; rare: boolean; pending: boolean } {
  const group: Group = [];
  const term = stem(word);
  const shards = lookup.view.manifest.shards;
  let direct = false;
  let pending = false;
  let occurrences = 0;
  // Exact and prefix matches; a short prefix may reach several shards. A single letter is no
  // prefix worth expanding (it would match a twentieth of the site).
  const prefix = options.prefix && term.length >= MIN_PREFIX;
  for (const key of prefix ? shardsUnder(term, shards) : [shardFor(term, shards)].filter((k): k is string => k !== undefined)) {
    const shard = lookup.shard(key);
    if (!shard) {
      pending = true;
      continue;
    }
    for (let i = lowerBound(shard.terms, term); i < shard.terms.length && shard.terms[i]!.startsWith(term); i++) {
      const found = shard.terms[i]!;
      if (found !== term && !prefix) break;
      const distance = found.length - term.length;
      const alternative: Alternative = { name: found, weight: 1, shard: key, index: i, kind: 'typed' };
      addAlternative(group, alternative, distance === 0 ? 1 : (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * distance), 'typed');
      if (occurrences <= RARE) {
        const list = postingsOf(lookup.view, alternative, false) as Postings;
        occurrences += list.chunkKeys.length + list.pages.length;
      }
      direct = true;
    }
  }
  // A word found only a few times (a quoted example, a slip on some page) counts as unknown for
  // typos and compounds, so "Inpressum" still finds "Impressum".
  const rare = direct && occurrences <= RARE;
  // Typos among the terms with the same first three letters (inflections the stemmer keeps apart,
  // "Risiko"/"Risiken"); for a word the site does not know as typed, among all with the same first
  // letter, so a slip in the second letter ("Inpressum") is forgiven too.
  const tolerance = options.fuzzy && !pending ? typoTolerance(term) : false;
  if (tolerance) {
    const scope = direct && !rare ? term.slice(0, 3) : term.charAt(0);
    for (const key of shardsUnder(scope, shards)) {
      const shard = lookup.shard(key);
      for (let i = 0; shard && i < shard.terms.length; i++) {
        const candidate = shard.terms[i]!;
        if (!candidate.startsWith(scope) || candidate.startsWith(term) || Math.abs(candidate.length - term.length) > tolerance) continue;
        const distance = boundedDistance(term, candidate, tolerance);
        if (distance > tolerance) continue;
        addAlternative(group, { name: candidate, weight: 1, shard: key, index: i, kind: 'typo' }, (FUZZY_WEIGHT * candidate.length) / (candidate.length + distance), 'typo');
      }
    }
  }
  synonyms(lookup, tables, tables.singles.get(lemmaKey(word)) ?? [], lemmaKey(word), group);
  for (const form of inclusiveForms(word)) addAlternative(group, lookup.entry(stem(form), false), INCLUSIVE_WEIGHT, 'inclusive');
  return { group, direct, rare, pending };
}

/** At most this many postings make a word rare (see expandWord): a few mentions, not a topic of the site. */
const RARE = 5;

/**
 * A typed compound the site does not know, as parts it knows: the longest known head with a known
 * rest, else a known head with a rest of two known parts. Undefined when there is none, null while
 * shards are missing.
 */
function splitCompound(lookup: Lookup, tables: ThesaurusTables, word: string, depth = 0): string[] | undefined | null {
  let missing = false;
  for (const [head, rest] of compoundCuts(word)) {
    const headKnown = known(lookup, tables, head);
    if (headKnown === null) missing = true;
    if (!headKnown) continue;
    const restKnown = known(lookup, tables, rest);
    if (restKnown === null) missing = true;
    else if (restKnown && !missing) return [head, rest];
  }
  if (missing) return null;
  if (depth > 0) return undefined;
  for (const [head, rest] of compoundCuts(word)) {
    if (!known(lookup, tables, head)) continue;
    const parts = splitCompound(lookup, tables, rest, depth + 1);
    if (parts === null) return null;
    if (parts) return [head, ...parts];
  }
  return undefined;
}

/**
 * The longest known beginning of a compound that cannot be split into known parts only
 * ("Teilnehmerakquise" → Teilnehmer), as prefix matching would find it had the visitor stopped
 * there. Undefined when none, null while shards are missing.
 */
function knownPart(lookup: Lookup, tables: ThesaurusTables, word: string): string | undefined | null {
  let missing = false;
  for (const [head] of compoundCuts(word)) {
    if (head.length < MIN_PART_ALONE) continue;
    const headKnown = known(lookup, tables, head);
    if (headKnown === null) missing = true;
    else if (headKnown && !missing) return head;
  }
  return missing ? null : undefined;
}

/** Shortest part of an unknown compound searched on its own. */
const MIN_PART_ALONE = 5;

function expandQuery(lookup: Lookup, tables: ThesaurusTables, segments: readonly QuerySegment[]): Group[] {
  const groups: Group[] = [];
  for (const segment of segments) {
    if (segment.kind === 'phrase') {
      const group: Group = [];
      const self = phraseId(segment.phrase);
      addAlternative(group, lookup.entry(self, true), 1, 'typed');
      synonyms(lookup, tables, [segment.group], self, group);
      groups.push(group);
      continue;
    }
    const { group, direct, rare, pending } = expandWord(lookup, tables, segment.word, { fuzzy: true, prefix: true });
    // A word the site knows, or that the thesaurus or an inclusive form leads to, stays whole;
    // typos alone do not keep a compound from being split.
    if ((direct && !rare) || pending || group.some((a) => a.kind === 'synonym' || a.kind === 'inclusive')) {
      groups.push(group);
      continue;
    }
    const parts = splitCompound(lookup, tables, segment.word);
    if (parts) {
      // The word itself, where it occurs, matches every part.
      const itself = group.filter((a) => a.kind === 'typed');
      parts.forEach((part, i) => {
        const partGroup = expandWord(lookup, tables, part, { fuzzy: false, prefix: i === parts.length - 1 }).group;
        for (const alternative of itself) addAlternative(partGroup, alternative, alternative.weight, 'typed');
        groups.push(partGroup);
      });
      continue;
    }
    // Neither known nor a typo of something known: search the part of it the site knows.
    const part = parts === undefined && group.length === 0 ? knownPart(lookup, tables, segment.word) : undefined;
    groups.push(part ? expandWord(lookup, tables, part, { fuzzy: false, prefix: false }).group : group);
  }
  return groups.slice(0, MAX_SEGMENTS);
}

// --- Scoring ----------------------------------------------------------------------------------------

interface Match {
  sum: number;
  mask: number;
  terms: Set<string>;
}

interface SectionScore {
  score: number;
  /** Chunk shown for the section: its part; the page entry shows the first part of the page. */
  part: number;
  terms: Set<string>;
}

interface PageScore {
  page: number;
  score: number;
  /** Section index → best chunk; section 0 also holds the page-title entry. */
  sections: Map<number, SectionScore>;
}

const popcount = (mask: number) => {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
};

function addMatch(map: Map<number, Match>, key: number, score: number, bit: number, name: string): void {
  const match = map.get(key);
  if (match) {
    match.sum += score;
    match.mask |= bit;
    match.terms.add(name);
  } else {
    map.set(key, { sum: score, mask: bit, terms: new Set([name]) });
  }
}

/** Page score: the best section plus a fifth of the next four. */
function pageScore(scores: number[]): number {
  scores.sort((a, b) => b - a);
  return scores[0]! + FURTHER_SECTIONS_WEIGHT * scores.slice(1, MAX_SECTIONS_PER_PAGE).reduce((sum, s) => sum + s, 0);
}

interface Scored {
  pages: PageScore[];
  /**
   * Every term of the typed words that matched anything, for the marks in page titles. Synonyms
   * are marked only within a section (title, excerpt), where they explain the match; a page
   * title stands over all its sections and shows what was typed.
   */
  matched: Set<string>;
  /** Whether tails could change which pages are in the first `maxPages`. */
  uncertain: boolean;
}

function score(groups: readonly Group[], postings: (alternative: Alternative) => Postings, maxPages: number): Scored {
  const chunks = new Map<number, Match>();
  const titles = new Map<number, Match>();
  const chunkCounts = new Map<number, number>();
  const all = (1 << groups.length) - 1;
  const final = (sum: number, mask: number) => sum * (mask === all ? 2 : 1) * popcount(mask);
  const matched = new Set<string>();
  /** Per group, the most a posting left in a tail could add. */
  const tailGain = groups.map(() => 0);
  groups.forEach((group, g) => {
    const bit = 1 << g;
    for (const alternative of group) {
      const list = postings(alternative);
      const { weight, name } = alternative;
      for (let i = 0; i < list.chunkKeys.length; i++) addMatch(chunks, list.chunkKeys[i]!, weight * list.chunkScores[i]!, bit, name);
      for (let i = 0; i < list.pages.length; i++) {
        addMatch(titles, list.pages[i]!, weight * list.pageScores[i]!, bit, name);
        chunkCounts.set(list.pages[i]!, list.pageChunks[i]!);
      }
      if (list.chunkKeys.length + list.pages.length > 0 && alternative.kind !== 'synonym') matched.add(name);
      tailGain[g]! += weight * (list.tailChunk + list.tailPage);
    }
  });

  const pages = new Map<number, PageScore & { upper: SectionScore[]; seenChunks: number }>();
  const pageOf = (page: number) => {
    let entry = pages.get(page);
    if (!entry) pages.set(page, (entry = { page, score: 0, sections: new Map(), upper: [], seenChunks: 0 }));
    return entry;
  };
  const tailMask = tailGain.reduce((mask, gain, g) => (gain > 0 ? mask | (1 << g) : mask), 0);
  const tailSum = tailGain.reduce((sum, gain) => sum + gain, 0);
  const optimistic = (sum: number, mask: number) => final(sum + tailSum, mask | tailMask);
  const consider = (page: number, section: number, part: number, match: Match) => {
    const entry = pageOf(page);
    const value = final(match.sum, match.mask);
    const existing = entry.sections.get(section);
    if (!existing || existing.score < value || (existing.score === value && part < existing.part)) entry.sections.set(section, { score: value, part, terms: match.terms });
    entry.upper.push({ score: optimistic(match.sum, match.mask), part, terms: match.terms });
  };
  for (const [key, match] of chunks) {
    const page = pageOfKey(key);
    const title = titles.get(page);
    const combined = title ? { sum: match.sum + title.sum, mask: match.mask | title.mask, terms: new Set([...match.terms, ...title.terms]) } : match;
    consider(page, sectionOfKey(key), partOfKey(key), combined);
    pageOf(page).seenChunks++;
  }
  // A page-title match counts for every chunk; those without a match of their own stand for the page.
  for (const [page, title] of titles) {
    if ((pages.get(page)?.seenChunks ?? 0) < (chunkCounts.get(page) ?? 0)) consider(page, 0, -1, title);
  }

  const ranked = [...pages.values()].map((entry) => ({ ...entry, score: pageScore([...entry.sections.values()].map((s) => s.score)) }));
  ranked.sort((a, b) => b.score - a.score || a.page - b.page);

  // The top pages are certain when no page outside them, seen or unseen, could pass the last of
  // them with every tail posting at its largest possible score.
  let uncertain = false;
  if (tailSum > 0) {
    const unseen = optimistic(0, 0);
    const upperOf = (entry: (typeof ranked)[number]) => pageScore([...entry.upper.map((u) => u.score), unseen, unseen, unseen, unseen]);
    const threshold = ranked.length >= maxPages ? ranked[maxPages - 1]!.score : 0;
    uncertain = ranked.length < maxPages || unseen * (1 + 4 * FURTHER_SECTIONS_WEIGHT) >= threshold || ranked.slice(maxPages).some((entry) => upperOf(entry) >= threshold);
  }
  return { pages: ranked, matched, uncertain };
}

// --- Results ------------------------------------------------------------------------------------------

function mergeAdjacent(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const s of segments) {
    const last = merged.at(-1);
    if (last && last.mark === s.mark) last.text += s.text;
    else if (s.text) merged.push({ ...s });
  }
  return merged;
}

/**
 * A displayed word as the index sees it: folded, and (computed only when asked, since stemming
 * is the costly step) its mark terms and its thesaurus key. Cached: words recur.
 */
class WordForms {
  readonly word: string;
  private markTerms?: string[];
  private lemma?: string;
  constructor(raw: string) {
    this.word = words(fold(raw)).join('');
  }
  get terms(): string[] {
    return (this.markTerms ??= this.word ? markTerms(this.word) : []);
  }
  get key(): string {
    return (this.lemma ??= lemmaKey(this.word));
  }
}
const wordForms = new Map<string, WordForms>();
const WORD_FORMS_KEPT = 20_000;

function formsOf(raw: string): WordForms {
  let forms = wordForms.get(raw);
  if (!forms) {
    forms = new WordForms(raw);
    if (wordForms.size >= WORD_FORMS_KEPT) wordForms.clear();
    wordForms.set(raw, forms);
  }
  return forms;
}

/** Length of the word pieces by which a word is first checked for a matched term. */
const HEAD = 3;

interface Markers {
  /** Whether a matched term occurs in the word; if not, it need not be stemmed. */
  mayContain: (word: string) => boolean;
  /** Matched phrases, as the thesaurus keys of their words. */
  phrases: string[][];
}
const markers = new WeakMap<ReadonlySet<string>, Markers>();

/**
 * What highlight() looks for, once per set of matched terms (a query's answer highlights many
 * texts with the same sets). A query may have matched hundreds of terms (prefixes, typos), so a
 * word is not checked against every term: only the terms that begin with one of its pieces of
 * HEAD letters are compared at that place.
 */
function markersOf(matched: ReadonlySet<string>): Markers {
  let found = markers.get(matched);
  if (!found) {
    const byHead = new Map<string, string[]>();
    const short: string[] = [];
    const phrases: string[][] = [];
    for (const name of matched) {
      if (name.startsWith('\u0001')) phrases.push(name.slice(1).split(' '));
      else if (name.length >= HEAD) {
        const head = name.slice(0, HEAD);
        const terms = byHead.get(head);
        if (terms) terms.push(name);
        else byHead.set(head, [name]);
      } else short.push(name);
    }
    const mayContain = (word: string) => {
      for (let i = 0; i + HEAD <= word.length; i++) {
        if (byHead.get(word.slice(i, i + HEAD))?.some((term) => word.startsWith(term, i))) return true;
      }
      return short.some((term) => word.includes(term));
    };
    found = { mayContain, phrases };
    markers.set(matched, found);
  }
  return found;
}

/** The words of a text, and which of them to mark: decided only for the words asked about. */
interface Marks {
  tokens: { index: number; raw: string }[];
  marked: (i: number) => boolean;
}

/**
 * Which words of a text to mark: words with a matched term, and runs of a matched phrase. A word
 * is stemmed only if a matched term occurs in it: every mark term of a word (its stem, the stems of
 * its compound rests) is part of the word, since stemming only cuts endings (normalize.test.ts
 * holds this), and a thesaurus key is a beginning of its word. And a word is looked at only when
 * asked about: an excerpt asks up to its first mark and through its window, not the whole text.
 * So most words of a result's text are never stemmed, which keeps a new worker's first answer fast.
 */
function marksOf(text: string, matched: ReadonlySet<string>): Marks {
  const { mayContain, phrases } = markersOf(matched);
  const tokens = [...text.matchAll(/[\p{L}\p{N}\u00b7\u00ad]+/gu)].map((m) => ({ index: m.index, raw: m[0] }));
  const looked: (WordForms | undefined)[] = [];
  const formsAt = (i: number) => (looked[i] ??= formsOf(tokens[i]!.raw));
  const keyIs = (i: number, key: string) => {
    if (i >= tokens.length) return false;
    const forms = formsAt(i);
    return forms.word.startsWith(key) && forms.key === key;
  };
  // A phrase marks its words when all of them follow each other from some word on.
  const inPhrase = (i: number) => phrases.some((phrase) => phrase.some((_, j) => i - j >= 0 && phrase.every((key, k) => keyIs(i - j + k, key))));
  const known: (boolean | undefined)[] = [];
  const marked = (i: number) => {
    let mark = known[i];
    if (mark === undefined) {
      // Not destructured: `terms` stems the word, and only words that may contain a term need that.
      const forms = formsAt(i);
      mark = (mayContain(forms.word) && forms.terms.some((t) => matched.has(t))) || (phrases.length > 0 && inPhrase(i));
      known[i] = mark;
    }
    return mark;
  };
  return { tokens, marked };
}

/** The marked and unmarked pieces of the text between two offsets (a word at the edge is cut). */
function segmentsBetween(text: string, { tokens, marked }: Marks, from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let last = from;
  for (let i = 0; i < tokens.length; i++) {
    const { index, raw } = tokens[i]!;
    if (index + raw.length <= from) continue;
    if (index >= to) break;
    if (!marked(i)) continue;
    const start = Math.max(index, from);
    const end = Math.min(index + raw.length, to);
    if (start > last) segments.push({ text: text.slice(last, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    last = end;
  }
  if (last < to) segments.push({ text: text.slice(last, to), mark: false });
  return segments;
}

/** Splits text into marked and unmarked pieces (marksOf). */
export function highlight(text: string, matched: ReadonlySet<string>): Segment[] {
  return mergeAdjacent(segmentsBetween(text, marksOf(text, matched), 0, text.length));
}

/** About EXCERPT_CHARS characters around the first match, cut at word boundaries. */
export function excerpt(content: string, matched: ReadonlySet<string>): Segment[] {
  // Paragraphs stay apart in one line: list items without final punctuation get a middle dot.
  const text = content.replace(/([.!?:;…])?\n/g, (_line, end?: string) => (end ? `${end} ` : ' · '));
  if (text.length <= EXCERPT_CHARS) return highlight(text, matched);
  const marks = marksOf(text, matched);
  const first = marks.tokens.findIndex((_, i) => marks.marked(i));
  const firstMark = first < 0 ? -1 : marks.tokens[first]!.index;
  let start = firstMark < 0 ? 0 : Math.max(0, firstMark - 40);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + EXCERPT_CHARS);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const window = segmentsBetween(text, marks, start, end);
  if (start > 0) window.unshift({ text: '… ', mark: false });
  if (end < text.length) window.push({ text: ' …', mark: false });
  return mergeAdjacent(window);
}

/** Exact titles first, in their own order by score; the target section first within its page. */
function putExactFirst(ranked: readonly PageScore[], targets: readonly ExactTarget[]): { entry: PageScore; pinned?: number }[] {
  const first: { entry: PageScore; pinned: number }[] = [];
  for (const [page, section] of targets) {
    const entry = ranked.find((p) => p.page === page) ?? { page, score: 0, sections: new Map<number, SectionScore>() };
    const pinned = section < 0 ? 0 : section;
    if (!entry.sections.has(pinned)) entry.sections.set(pinned, { score: 0, part: section < 0 ? -1 : 0, terms: new Set() });
    if (!first.some((f) => f.entry === entry)) first.push({ entry, pinned });
  }
  first.sort((a, b) => b.entry.score - a.entry.score || a.entry.page - b.entry.page);
  return [...first, ...ranked.filter((p) => !first.some((f) => f.entry === p)).map((entry) => ({ entry }))];
}

/** The pages a query shows, each with its sections to show, and the terms that matched. */
export interface Ranking {
  shown: { page: number; sections: [number, SectionScore][]; exact: boolean }[];
  matched: ReadonlySet<string>;
}

/**
 * Ranks a query against what is loaded: `maxPages` pages with up to MAX_SECTIONS_PER_PAGE
 * sections each, or the shards and tails still needed to rank it.
 */
export function rankQuery(view: IndexView, query: string, maxPages: number): Ranking | { need: string[] } {
  const tables = tablesOf(view.manifest);
  const { segments, exact } = querySegments(query, tables);
  if (segments.length === 0) return { shown: [], matched: new Set() };
  const lookup = new Lookup(view);
  const groups = expandQuery(lookup, tables, segments);
  // Exact titles live in the shard of their first letter.
  const exactShard = shardFor(exact, view.manifest.shards);
  const exactTargets = exactShard === undefined ? [] : (lookup.shard(exactShard)?.exact[exact] ?? []);
  if (lookup.need.size > 0) return { need: [...lookup.need] };

  let scored = score(groups, (a) => postingsOf(view, a, false) as Postings, maxPages);
  if (scored.uncertain) {
    const need = new Set<string>();
    for (const group of groups) {
      for (const alternative of group) {
        const full = postingsOf(view, alternative, true);
        if (typeof full === 'string') need.add(full);
      }
    }
    if (need.size > 0) return { need: [...need] };
    scored = score(groups, (a) => postingsOf(view, a, true) as Postings, maxPages);
  }

  const top = putExactFirst(scored.pages, exactTargets).slice(0, maxPages);
  const shown = top.map(({ entry, pinned }) => {
    const sections = [...entry.sections.entries()].sort(([sa, a], [sb, b]) => (sa === pinned ? -1 : sb === pinned ? 1 : b.score - a.score || sa - sb));
    return { page: entry.page, sections: sections.slice(0, MAX_SECTIONS_PER_PAGE), exact: pinned !== undefined };
  });
  return { shown, matched: scored.matched };
}

/**
 * The results of a ranking with their titles and excerpts, or the fragments still needed for
 * them. A ranking waits for its text without being ranked again.
 */
export function presentRanking(view: IndexView, { shown, matched }: Ranking): Outcome {
  // The text of what is shown: the fragments of the sections' buckets.
  const fragmentNeed = new Set<string>();
  const fragmentOf = (page: number, section: number) => {
    const file = fragmentFile(page, section);
    const fragment = view.fragment(file);
    if (!fragment) fragmentNeed.add(file);
    return fragment;
  };
  // Section 0 stands for the page itself when it matched by its title alone.
  for (const { page, sections } of shown) for (const [section] of sections) fragmentOf(page, section);
  if (fragmentNeed.size > 0) return { need: [...fragmentNeed] };

  const hits = shown.map(({ page, sections, exact: pinned }): PageHit => {
    const { route, title } = fragmentOf(page, sections[0]![0])!;
    return {
      ...(pinned ? { exact: true as const } : {}),
      pageId: route,
      title: highlight(title, matched),
      sections: sections.map(([section, { part, terms }]) => {
        const fragment = fragmentOf(page, section)!;
        const [id, heading, parts] = fragment.sections[section % BUCKET_SECTIONS]!;
        if (section === 0 && (part < 0 || parts.length === 0)) {
          // The page itself: its title and the first text it has (the intro, or the next section).
          const firstText = parts[0] ?? fragment.sections.find(([, , p]) => p.length > 0)?.[2][0] ?? '';
          return { url: route, title: highlight(title, terms), excerpt: excerpt(firstText, terms) };
        }
        const url = id ? `${route}#${id}` : route;
        return { url, title: highlight(section === 0 ? title : heading || title, terms), excerpt: excerpt(parts[Math.max(0, part)] ?? '', terms) };
      }),
    };
  });
  return { hits };
}

/** One run of a query against what is loaded: its results, or the files it still needs. */
export function runQuery(view: IndexView, query: string, maxPages: number): Outcome {
  const ranking = rankQuery(view, query, maxPages);
  return 'need' in ranking ? ranking : presentRanking(view, ranking);
}
