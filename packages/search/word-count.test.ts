import { describe, expect, it } from 'vitest';
import { countDistinctWords, sitemapPaths } from './word-count.ts';

const page = (main: string) => `<html><head><title>T</title><script>var unbeachtet = "viele Wörter hier";</script></head><body><nav><a href="/">Start Navigation</a></nav><main id="inhalt"><h1>Titel der Seite</h1>${main}</main><footer>Fußzeile mit Text</footer></body></html>`;

describe('distinct words of the published pages', () => {
  it('counts tokens with letters inside <main> and nothing outside it', () => {
    // "Titel der Seite" (3) + "Ein Absatz mit 13 Kriterien." (4: the digit token has no letter).
    expect(countDistinctWords([page('<p>Ein Absatz mit 13 Kriterien.</p>')]).words).toBe(7);
  });

  it('counts a block repeated across pages once', () => {
    const shared = '<p>Dieser Absatz steht auf zwei Seiten.</p>';
    const result = countDistinctWords([page(shared + '<p>Nur hier.</p>'), page(shared + '<p>Nur dort, anders.</p>')]);
    // Titel der Seite (3, once) + shared (6, once) + 2 + 3.
    expect(result.words).toBe(14);
    expect(result.pages).toBe(2);
  });

  it('skips scripts inside <main>', () => {
    expect(countDistinctWords([page('<script>const a = "eins zwei drei";</script><p>Wort</p>')]).words).toBe(4);
  });

  it('reads the paths of a sitemap', () => {
    expect(sitemapPaths('<urlset><url><loc>https://example.org/</loc></url><url><loc>https://example.org/ueber</loc></url></urlset>')).toEqual(['/', '/ueber']);
  });
});
