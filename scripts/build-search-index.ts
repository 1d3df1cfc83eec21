/**
 * Writes the public search data after `astro build`: per page the title and its
 * heading-keyed section text, read from the built HTML so the index holds exactly what visitors
 * see. The browser popup and the /suche page of the server both build their index from it.
 * Usage: node scripts/build-search-index.ts [distDir]   (default: $SITE_OUT_DIR or site/dist)
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SEARCH_DATA_PATH } from '@servicestandard/search';
import { createSearchEngine } from '@servicestandard/search';
import { routeOf, searchDataFromPages } from '@servicestandard/search/html-sections';

const dist = process.argv[2] ?? process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));

const pages: [string, string][] = [];
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = join(entry.parentPath, entry.name);
  pages.push([routeOf(relative(dist, file).split(sep).join('/')), await readFile(file, 'utf8')]);
}

const data = searchDataFromPages(pages);
const routes = Object.keys(data);
if (routes.length === 0) {
  console.error(`Suchdaten: keine Seiten in ${dist} gefunden. Wurde "astro build" ausgeführt?`);
  process.exit(1);
}
const json = JSON.stringify(data);
await writeFile(join(dist, SEARCH_DATA_PATH), json);
// Building the engine once here fails the build early if the data cannot be indexed.
const engine = createSearchEngine(data);
const sections = Object.values(data).reduce((sum, page) => sum + Object.keys(page.data).length, 0);
console.log(`Suchdaten geschrieben: ${SEARCH_DATA_PATH}, ${routes.length} Seiten, ${sections} Abschnitte, ${engine.size} Textstücke, ${Buffer.byteLength(json)} B (gzip ${gzipSync(json, { level: 9 }).length} B).`);
