/**
 * Substance (issue 13): the published pages carry at least 30,000 distinct German words. Counted
 * on the production build the e2e tests run against (scripts/word-count.ts explains the rules).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countSite, WORD_TARGET } from '@servicestandard/search/word-count';

describe('distinct words of the published pages', () => {
  it(`reaches ${WORD_TARGET} words`, async () => {
    const dist = process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
    const { words, blocks, pages } = await countSite(dist);
    console.log(`Wörter: ${words} in ${blocks} verschiedenen Textblöcken auf ${pages} Seiten`);
    expect(pages).toBeGreaterThan(40);
    expect(words).toBeGreaterThanOrEqual(WORD_TARGET);
  });
});
