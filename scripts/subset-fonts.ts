/**
 * Writes Latin/German subsets of the two Fira Sans weights the site uses (KERN UX's typeface)
 * to site/public/fonts. Run after a KERN UX upgrade: `node scripts/subset-fonts.ts`.
 * The full files are 130 KB each; the subsets are what visitors download.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const source = fileURLToPath(new URL('../node_modules/@kern-ux/native/dist/fonts/fira-sans/', import.meta.url));
const target = fileURLToPath(new URL('../site/public/fonts/', import.meta.url));

// Printable ASCII, Latin-1 letters and the punctuation German typography needs.
const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const characters = `${ascii}ÄÖÜäöüßéèáàâêôçëïñ€§°²³½¼·–—‘’‚“”„…•→←↑↓×✓`;

for (const weight of ['Regular', 'SemiBold']) {
  const font = await readFile(`${source}FiraSans-${weight}.woff2`);
  const subset = await subsetFont(font, characters, { targetFormat: 'woff2' });
  await writeFile(`${target}fira-sans-${weight.toLowerCase()}.woff2`, subset);
  console.log(`fira-sans-${weight.toLowerCase()}.woff2: ${subset.length} bytes`);
}
