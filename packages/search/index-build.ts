/**
 * Builds the search index from the search data (data.ts): every chunk's terms with BM25 scores
 * computed once, here, instead of in every visitor's browser. The same structure serves the
 * server's /suche from memory and, written as files (index-format.ts), the browser's worker.
 *
 * Scores follow BM25 per field (page title, heading, text) with the weights in BOOST; a page
 * title's score is stored once per page and counts for each of its chunks.
 */
import { GLOSSARY_ROUTE } from './constants.ts';
import { chunkText, parseSectionKey, type SearchData } from './data.ts';
import {
  BUCKET_SECTIONS,
  FRAGMENT_TARGET_CHARS,
  HEAD_POSTINGS,
  INDEX_VERSION,
  MAX_PARTS,
  MAX_SECTIONS,
  boundCode,
  chunkKey,
  SHARD_TARGET_CHARS,
  encodePostings,
  fragmentFile,
  roundTop,
  scoreCode,
  shardFile,
  shardPath,
  tailFile,
  WHOLE_INDEX_FILE,
  WHOLE_INDEX_MAX_CHARS,
  type ExactTarget,
  type Fragment,
  type IndexManifest,
  type RawPostings,
  type Shard,
} from './index-format.ts';
import { createVocabulary, fold, indexTerms, lemmaKey, words } from './normalize.ts';
import { ABBREVIATIONS, compileThesaurus, phraseId, type Member, type Phrase } from './synonyms.ts';

/**
 * Field weights, tuned on the query set (quality-queries.json): a match in a page title beats a
 * heading, which beats body text, so a criterion's own page ranks above pages that merely
 * mention it.
 */
export const BOOST = { pageTitle: 8, heading: 3, content: 1 };
/** Less length normalisation than BM25's default 0.75: long criterion titles should not lose to one-word titles. */
export const BM25 = { k: 1.2, b: 0.5, d: 0.5 };

/**
 * Every score of a page is multiplied by the weight of the first prefix its route starts with
 * (1 when none): the site is for the teams of digital services, so the standard's criteria come
 * before the pages around them, and the project's own technical records (architecture decisions
 * about the site's code) come after every page written for visitors (issue 32: an ADR about the
 * search's web worker was among the first results for "Barrierefreiheit"). Tuned on the query sets.
 */
export const PAGE_WEIGHTS: readonly (readonly [prefix: string, weight: number])[] = [
  ['/open-source/adr/', 0.25],
  ['/kriterien/', 1.5],
];

export function pageWeight(route: string): number {
  return PAGE_WEIGHTS.find(([prefix]) => route.startsWith(prefix))?.[1] ?? 1;
}

export interface BuiltIndex {
  /** The manifest without its base folder (that depends on where the files are written). */
  manifest: Omit<IndexManifest, 'base'>;
  shards: Map<string, Shard>;
  /** Tail files (tailFile) → encoded postings. */
  tails: Map<string, string>;
  /** Fragment files (fragmentFile) → fragment. */
  fragments: Map<string, Fragment>;
  stats: { pages: number; chunks: number; terms: number; postings: number };
}

/**
 * The key of an exact title: all its words in an inflection-tolerant form (lemmaKey), run
 * together, so "Peer-Review", "Peer Review" and "Peer Reviews" share one key, and "Nutzenden"
 * finds "Nutzende" – but a word cut short ("Verwaltungsleist") is no exact title.
 */
export function exactKey(text: string): string {
  return words(fold(text)).map(lemmaKey).join('');
}

interface FieldStats {
  length: number;
  terms: Map<string, number>;
  concepts: Map<string, number>;
}

function bm25(tf: number, df: number, total: number, length: number, average: number): number {
  const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
  return idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
}

/** The glossary's aliases as thesaurus groups: the term with its abbreviation and expansion. */
function aliasGroups(data: SearchData): string[][] {
  const groups: string[][] = [];
  for (const page of Object.values(data)) {
    for (const [key, aliases] of Object.entries(page.aliases ?? {})) {
      const name = key === '' ? page.title : parseSectionKey(key).heading;
      if (aliases.length > 0) groups.push([name, ...aliases]);
    }
  }
  return groups;
}

/** Sizes of the index's pieces (index-format.ts); tests use small ones to get tails and split shards. */
export interface BuildOptions {
  headPostings?: number;
  shardTargetChars?: number;
  fragmentTargetChars?: number;
}

export function buildIndex(data: SearchData, options: BuildOptions = {}): BuiltIndex {
  const { headPostings = HEAD_POSTINGS, shardTargetChars = SHARD_TARGET_CHARS, fragmentTargetChars = FRAGMENT_TARGET_CHARS } = options;
  const routes = Object.keys(data).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const pages = routes.map((route) => {
    const page = data[route]!;
    // Section 0 is always the text before the first heading, empty when the page starts with one.
    const entries = Object.entries(page.data);
    if (entries[0]?.[0] !== '') entries.unshift(['', '']);
    const chunks: { id: string; heading: string; text: string; sectionKey: string; section: number; part: number }[] = [];
    // Sections are numbered by fragment bucket (index-format.ts): a new bucket starts when the
    // current one holds FRAGMENT_TARGET_CHARS of text or BUCKET_SECTIONS sections.
    let bucket = 0;
    let inBucket = 0;
    let bucketChars = 0;
    const sections = entries.map(([key, text]) => {
      if (inBucket > 0 && (bucketChars >= fragmentTargetChars || inBucket >= BUCKET_SECTIONS)) {
        bucket++;
        inBucket = 0;
        bucketChars = 0;
      }
      const section = bucket * BUCKET_SECTIONS + inBucket++;
      bucketChars += text.length + key.length;
      const { id, heading } = parseSectionKey(key);
      const pieces = chunkText(text);
      // A heading without text of its own is still worth finding; an empty intro is not.
      const parts = pieces.length || section === 0 ? pieces : [''];
      parts.forEach((piece, part) => chunks.push({ id, heading, text: piece, sectionKey: key, section, part }));
      return { id, heading, key, parts, section };
    });
    if (sections.some((s) => s.section >= MAX_SECTIONS || s.parts.length > MAX_PARTS)) throw new Error(`Suchindex: ${route} hat zu viele oder zu lange Abschnitte.`);
    return { route, title: page.title, chunks, sections, aliases: page.aliases ?? {} };
  });

  const vocabulary = createVocabulary(pages.flatMap((page) => [page.title, ...page.chunks.flatMap((c) => [c.heading, c.text])].flatMap((text) => words(fold(text)))));
  const termCache = new Map<string, string[]>();
  const termsOf = (word: string): string[] => {
    let terms = termCache.get(word);
    if (!terms) termCache.set(word, (terms = indexTerms(word, vocabulary)));
    return terms;
  };

  const thesaurus = compileThesaurus(aliasGroups(data));
  // Phrases of several words are indexed as concepts where they occur; single words are terms already.
  const phrasesByFirst = new Map<string, Phrase[]>();
  for (const group of thesaurus) {
    for (const { k: phrase } of group) {
      if (phrase.length < 2) continue;
      const list = phrasesByFirst.get(phrase[0]!) ?? [];
      if (!list.some((p) => phraseId(p) === phraseId(phrase))) list.push(phrase);
      phrasesByFirst.set(phrase[0]!, list);
    }
  }

  const fieldStats = (text: string): FieldStats => {
    const tokens = words(fold(text));
    const terms = new Map<string, number>();
    for (const token of tokens) for (const term of termsOf(token)) terms.set(term, (terms.get(term) ?? 0) + 1);
    const concepts = new Map<string, number>();
    const keys = tokens.map(lemmaKey);
    keys.forEach((key, i) => {
      for (const phrase of phrasesByFirst.get(key) ?? []) {
        if (phrase.every((part, j) => keys[i + j] === part)) {
          const id = phraseId(phrase);
          concepts.set(id, (concepts.get(id) ?? 0) + 1);
        }
      }
    });
    return { length: new Set(tokens).size, terms, concepts };
  };

  // Statistics per field, as BM25 needs them: lengths, averages, document frequencies.
  const totalChunks = pages.reduce((sum, page) => sum + page.chunks.length, 0);
  const titleStats = pages.map((page) => fieldStats(page.title));
  const chunkStats = pages.map((page) => page.chunks.map((chunk) => ({ heading: fieldStats(chunk.heading), content: fieldStats(chunk.text) })));
  const average = { pageTitle: 0, heading: 0, content: 0 };
  const df = { pageTitle: new Map<string, number>(), heading: new Map<string, number>(), content: new Map<string, number>() };
  const count = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);
  // Terms and concepts share the frequency maps; a concept key starts with a control character.
  const keysOf = (stats: FieldStats) => [...stats.terms.keys(), ...[...stats.concepts.keys()].map((id) => `\u0001${id}`)];
  const freqOf = (stats: FieldStats, key: string) => (key.startsWith('\u0001') ? stats.concepts.get(key.slice(1)) : stats.terms.get(key)) ?? 0;
  pages.forEach((page, p) => {
    average.pageTitle += titleStats[p]!.length * page.chunks.length;
    for (const key of keysOf(titleStats[p]!)) count(df.pageTitle, key, page.chunks.length);
    for (const stats of chunkStats[p]!) {
      average.heading += stats.heading.length;
      average.content += stats.content.length;
      for (const key of keysOf(stats.heading)) count(df.heading, key);
      for (const key of keysOf(stats.content)) count(df.content, key);
    }
  });
  average.pageTitle /= totalChunks;
  average.heading /= totalChunks;
  average.content /= totalChunks;

  // Postings: key → chunk scores and page-title scores.
  const postings = new Map<string, { chunks: { key: number; score: number }[]; pages: { page: number; score: number; chunks: number }[] }>();
  const entry = (key: string) => {
    let list = postings.get(key);
    if (!list) postings.set(key, (list = { chunks: [], pages: [] }));
    return list;
  };
  pages.forEach((page, p) => {
    const title = titleStats[p]!;
    const weight = pageWeight(page.route);
    for (const key of keysOf(title)) {
      const score = weight * BOOST.pageTitle * bm25(freqOf(title, key), df.pageTitle.get(key)!, totalChunks, title.length, average.pageTitle);
      entry(key).pages.push({ page: p, score, chunks: page.chunks.length });
    }
    chunkStats[p]!.forEach((stats, c) => {
      const { section, part } = page.chunks[c]!;
      for (const key of new Set([...keysOf(stats.heading), ...keysOf(stats.content)])) {
        const heading = freqOf(stats.heading, key);
        const content = freqOf(stats.content, key);
        const score =
          weight *
          ((heading ? BOOST.heading * bm25(heading, df.heading.get(key)!, totalChunks, stats.heading.length, average.heading) : 0) +
            (content ? BOOST.content * bm25(content, df.content.get(key)!, totalChunks, stats.content.length, average.content) : 0));
        entry(key).chunks.push({ key: chunkKey(p, section, part), score });
      }
    });
  });

  // Exact titles: every page title, every glossary term, and their aliases.
  const exact = new Map<string, ExactTarget[]>();
  const addExact = (text: string, target: ExactTarget) => {
    const key = exactKey(text);
    if (!key) return;
    const targets = exact.get(key) ?? [];
    if (!targets.some(([p, c]) => p === target[0] && c === target[1])) targets.push(target);
    exact.set(key, targets);
  };
  pages.forEach((page, p) => {
    addExact(page.title, [p, -1]);
    const sectionOf = new Map(page.sections.map((s) => [s.key, s.section]));
    if (page.route === GLOSSARY_ROUTE) for (const s of page.sections) if (s.section > 0) addExact(s.heading, [p, s.section]);
    for (const [key, aliases] of Object.entries(page.aliases)) {
      const target: ExactTarget = [p, key === '' ? -1 : (sectionOf.get(key) ?? -1)];
      for (const alias of aliases) addExact(alias, target);
    }
  });

  // An abbreviation names what its long form names: "UX" leads to the entry "User Experience".
  for (const [abbreviation, longForm] of ABBREVIATIONS) {
    for (const [from, to] of [
      [longForm, abbreviation],
      [abbreviation, longForm],
    ] as const) {
      for (const target of exact.get(exactKey(from)) ?? []) addExact(to, target);
    }
  }

  // Split postings into head and tail, quantise, and sort into shards.
  const tails = new Map<string, string>();
  type Encoded = { key: string; text: string; top: [number, number]; tail?: RawPostings };
  const encoded: Encoded[] = [];
  let postingCount = 0;
  for (const [key, list] of postings) {
    postingCount += list.chunks.length + list.pages.length;
    const split = <T extends { score: number }>(items: T[], order: (a: T, b: T) => number) => {
      if (items.length <= headPostings) return { head: items, tail: [] as T[] };
      const byScore = [...items].sort((a, b) => b.score - a.score || order(a, b));
      return { head: byScore.slice(0, headPostings).sort(order), tail: byScore.slice(headPostings).sort(order) };
    };
    const chunks = split(list.chunks, (a, b) => a.key - b.key);
    const pageList = split(list.pages, (a, b) => a.page - b.page);
    const largest = (scored: readonly { score: number }[]) => scored.reduce((max, item) => Math.max(max, item.score), 0);
    const top: [number, number] = [roundTop(largest(list.chunks)), roundTop(largest(list.pages))];
    // The tail's largest score rounded up, so the bound in query.ts never underestimates it.
    const tailCode = (scored: { score: number }[], t: number) => (scored.length ? boundCode(largest(scored), t) + 1 : 0);
    const raw = (c: typeof list.chunks, p: typeof list.pages, tailChunk: number, tailPage: number): RawPostings => ({
      chunks: c.map(({ key: k, score }) => ({ key: k, code: scoreCode(score, top[0]) })),
      pages: p.map(({ page, score, chunks: n }) => ({ page, code: scoreCode(score, top[1]), chunks: n })),
      tailChunk,
      tailPage,
    });
    const head = raw(chunks.head, pageList.head, tailCode(chunks.tail, top[0]), tailCode(pageList.tail, top[1]));
    const hasTail = chunks.tail.length + pageList.tail.length > 0;
    encoded.push({ key, text: encodePostings(head), top, ...(hasTail ? { tail: raw(chunks.tail, pageList.tail, 0, 0) } : {}) });
  }

  // Shards: one per first letter; a letter larger than the target is split by its second letter,
  // and a two-letter shard more than twice the target by its third (terms shorter than the split
  // stay in the parent). Typo matching of known words looks within the first three letters, so
  // it never needs more than one shard.
  const itemKey = (item: { key: string }) => (item.key.startsWith('\u0001') ? item.key.slice(1) : item.key);
  type Item = { kind: 'term' | 'concept'; encoded: Encoded } | { kind: 'exact'; key: string; targets: ExactTarget[] };
  const items: { key: string; item: Item }[] = [
    ...encoded.map((e) => ({ key: itemKey(e), item: { kind: e.key.startsWith('\u0001') ? ('concept' as const) : ('term' as const), encoded: e } })),
    ...[...exact].map(([key, targets]) => ({ key, item: { kind: 'exact' as const, key, targets } })),
  ];
  const sizeOf = (list: typeof items) => list.reduce((sum, { key, item }) => sum + key.length + 4 + (item.kind === 'exact' ? 12 * item.targets.length : item.encoded.text.length + 24), 0);
  const shardItems = new Map<string, typeof items>();
  const place = (prefix: string, list: typeof items) => {
    if (list.length === 0) return;
    const limit = prefix.length < 2 ? shardTargetChars : 2 * shardTargetChars;
    if (prefix.length >= 3 || sizeOf(list) <= limit || list.every(({ key }) => shardPath(key).length <= prefix.length)) {
      shardItems.set(prefix, list);
      return;
    }
    const children = new Map<string, typeof items>();
    const own: typeof items = [];
    for (const entryItem of list) {
      const path = shardPath(entryItem.key, prefix.length + 1);
      if (path.length <= prefix.length) own.push(entryItem);
      else {
        const child = children.get(path);
        if (child) child.push(entryItem);
        else children.set(path, [entryItem]);
      }
    }
    if (own.length) shardItems.set(prefix, own);
    for (const [child, childList] of children) place(child, childList);
  };
  const byLetter = new Map<string, typeof items>();
  for (const entryItem of items) {
    const letter = shardPath(entryItem.key, 1);
    const list = byLetter.get(letter);
    if (list) list.push(entryItem);
    else byLetter.set(letter, [entryItem]);
  }
  for (const [letter, list] of byLetter) place(letter, list);

  const shards = new Map<string, Shard>();
  for (const [shardKey, list] of [...shardItems].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const shard: Shard = { terms: [], postings: [], top: [], concepts: [], conceptPostings: [], conceptTop: [], exact: {} };
    const sorted = [...list].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const { key, item } of sorted) {
      if (item.kind === 'exact') {
        shard.exact[key] = item.targets;
        continue;
      }
      const [names, texts, tops, kind] = item.kind === 'term' ? ([shard.terms, shard.postings, shard.top, 't'] as const) : ([shard.concepts, shard.conceptPostings, shard.conceptTop, 'c'] as const);
      if (item.encoded.tail) tails.set(tailFile(shardKey, kind, names.length), encodePostings(item.encoded.tail));
      names.push(key);
      texts.push(item.encoded.text);
      tops.push(item.encoded.top);
    }
    shards.set(shardKey, shard);
  }

  const fragments = new Map<string, Fragment>();
  pages.forEach((page, p) => {
    for (const section of page.sections) {
      const file = fragmentFile(p, section.section);
      const fragment = fragments.get(file) ?? { route: page.route, title: page.title, sections: [] };
      fragment.sections.push([section.id, section.heading, section.parts]);
      fragments.set(file, fragment);
    }
  });

  // Members of the thesaurus that occur in the index; the others only match what visitors type.
  const present = (member: Member) => (member.t !== undefined ? postings.has(member.t) : postings.has(`\u0001${phraseId(member.k)}`));

  return {
    manifest: { v: INDEX_VERSION, shards: [...shards.keys()], pages: pages.length, thesaurus: thesaurus.map((group) => group.map((member) => ({ ...member, k: [...member.k], ...(present(member) ? { x: 1 } : {}) }))) },
    shards,
    tails,
    fragments,
    stats: { pages: pages.length, chunks: totalChunks, terms: postings.size, postings: postingCount },
  };
}

/**
 * The index as the files the browser's worker loads (index-format.ts): file name (under the
 * manifest's base folder) → JSON text, with the whole index as one more file when it is small
 * enough, and the manifest that names it.
 */
export function indexFiles(built: BuiltIndex, wholeMaxChars = WHOLE_INDEX_MAX_CHARS): { manifest: BuiltIndex['manifest']; files: Map<string, string> } {
  const files = new Map<string, string>();
  for (const [key, shard] of built.shards) files.set(shardFile(key), JSON.stringify(shard));
  for (const [file, text] of built.tails) files.set(file, JSON.stringify(text));
  for (const [file, fragment] of built.fragments) files.set(file, JSON.stringify(fragment));
  let chars = 0;
  for (const text of files.values()) chars += text.length;
  if (chars > wholeMaxChars) return { manifest: built.manifest, files };
  // The pieces' texts as they are, so the whole file is no second serialisation that could differ.
  files.set(WHOLE_INDEX_FILE, `{${[...files].map(([file, text]) => `${JSON.stringify(file)}:${text}`).join(',')}}`);
  return { manifest: { ...built.manifest, whole: WHOLE_INDEX_FILE }, files };
}
