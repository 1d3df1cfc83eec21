/**
 * Prints the distinct-word count of the built site (see @servicestandard/search, word-count.ts).
 * Usage: node scripts/word-count.ts [distDir]
 */
import { fileURLToPath } from 'node:url';
import { countSite, WORD_TARGET } from '@servicestandard/search/word-count';

const dist = process.argv[2] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
const result = await countSite(dist);
console.log(`${result.words} Wörter in ${result.blocks} verschiedenen Textblöcken auf ${result.pages} Seiten der Sitemap (Ziel: mindestens ${WORD_TARGET}).`);
