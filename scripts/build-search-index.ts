/**
 * Writes the search data and the prebuilt search index after `astro build` (docs/adr/0005-suche.md):
 * - /suchdaten-de-DE.json: per page the title and its heading-keyed section text, read from the
 *   built HTML so the index holds exactly what visitors see, plus the glossary's aliases
 *   (abbreviation and expansion of a term, from glossar.yaml). The server's /suche builds its
 *   index from it.
 * - /suchindex-de-DE.json and /_astro/suchindex/<hash>/: the index the browser's worker reads in
 *   pieces (manifest, shards, tails, fragments).
 * Usage: node scripts/build-search-index.ts [distDir]   (default: $SITE_OUT_DIR or site/dist)
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { load as loadYaml } from 'js-yaml';
import { buildIndex, createIndexEngine, indexFiles, GLOSSARY_ROUTE, SEARCH_DATA_PATH, SEARCH_INDEX_FOLDER, SEARCH_INDEX_PATH, type SearchData } from '@servicestandard/search';
import { glossaryAliases, type GlossaryEntry } from '@servicestandard/search/glossary';
import { routeOf, searchDataFromPages } from '@servicestandard/search/html-sections';

const dist = process.argv[2] ?? process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
const GLOSSARY_FILE = fileURLToPath(new URL('../site/src/content/glossar.yaml', import.meta.url));

const pages: [string, string][] = [];
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = join(entry.parentPath, entry.name);
  pages.push([routeOf(relative(dist, file).split(sep).join('/')), await readFile(file, 'utf8')]);
}

const data: SearchData = searchDataFromPages(pages);
const routes = Object.keys(data);
if (routes.length === 0) {
  console.error(`Suchdaten: keine Seiten in ${dist} gefunden. Wurde "astro build" ausgeführt?`);
  process.exit(1);
}
const glossary = data[GLOSSARY_ROUTE];
if (glossary) {
  const entries = loadYaml(await readFile(GLOSSARY_FILE, 'utf8')) as GlossaryEntry[];
  const aliases = glossaryAliases(entries, Object.keys(glossary.data));
  if (Object.keys(aliases).length > 0) glossary.aliases = aliases;
}
const json = JSON.stringify(data);
await writeFile(join(dist, SEARCH_DATA_PATH), json);

const started = performance.now();
const built = buildIndex(data);
// The files of this build go into a folder named after their content: a changed index gets new
// addresses, so browsers holding the old manifest never mix files of two builds.
const { manifest: builtManifest, files } = indexFiles(built);
const hash = createHash('sha256');
for (const [file, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${file}\n${text}\n`);
hash.update(JSON.stringify(builtManifest));
const base = `${SEARCH_INDEX_FOLDER}/${hash.digest('hex').slice(0, 12)}`;
await rm(join(dist, SEARCH_INDEX_FOLDER), { recursive: true, force: true });
await mkdir(join(dist, base), { recursive: true });
await Promise.all([...files].map(([file, text]) => writeFile(join(dist, base, file), text)));
const manifest = JSON.stringify({ ...builtManifest, base });
await writeFile(join(dist, SEARCH_INDEX_PATH), manifest);

// Querying once here fails the build early if the index cannot answer.
createIndexEngine(built).search('Servicestandard');
const br = (text: string) => brotliCompressSync(text).length;
const shardSizes = [...built.shards.keys()].map((key) => br(files.get(`/s-${key}.json`)!));
const sections = Object.values(data).reduce((sum, page) => sum + Object.keys(page.data).length, 0);
console.log(
  `Suchdaten geschrieben: ${SEARCH_DATA_PATH}, ${routes.length} Seiten, ${sections} Abschnitte, ${built.stats.chunks} Textstücke, ${Buffer.byteLength(json)} B (brotli ${br(json)} B).\n` +
    `Suchindex geschrieben: ${SEARCH_INDEX_PATH} (brotli ${br(manifest)} B) und ${base}/: ${built.shards.size} Teile (brotli je ${Math.min(...shardSizes)}–${Math.max(...shardSizes)} B), ` +
    `${built.tails.size} Enden, ${built.fragments.size} Textdateien` +
    (builtManifest.whole ? `, alles zusammen in ${builtManifest.whole} (brotli ${br(files.get(builtManifest.whole)!)} B)` : '') +
    `; ${built.stats.terms} Begriffe, ${built.stats.postings} Einträge; ${Math.round(performance.now() - started)} ms.`,
);
