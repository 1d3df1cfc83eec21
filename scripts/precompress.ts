/**
 * Precompresses the built site (see @servicestandard/site-files, precompress.ts).
 * Usage: node scripts/precompress.ts [distDir]   (default: $SITE_OUT_DIR or site/dist)
 */
import { fileURLToPath } from 'node:url';
import { precompressSite } from '@servicestandard/site-files';

const dist = process.argv[2] ?? process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
const started = performance.now();
const totals = await precompressSite(dist);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Vorkomprimiert: ${totals.written} von ${totals.files} Dateien neu (br und gzip) in ${seconds} s.`);
