/**
 * What /feedback-und-kontakt promises about the moment after sending must match the service:
 * POST /api/feedback answers at once with the address of a status page (statusUrl); the issue on
 * openCode follows later from the outbox (issue 32, item 14: the page said the issue link came at once).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const page = readFileSync(new URL('../content/seiten/feedback-und-kontakt.mdx', import.meta.url), 'utf8').replace(/\s+/g, ' ');

describe('/feedback-und-kontakt on what happens after sending', () => {
  it('promises at once only the link to the status page, and the issue for later', () => {
    const atOnce = [...page.matchAll(/[^.]*\bsofort\b[^.]*\./g)].map((m) => m[0]);
    expect(atOnce.length).toBeGreaterThan(0);
    for (const sentence of atOnce) {
      expect(sentence).toMatch(/Stand Ihres|Statusseite/);
      expect(sentence).not.toMatch(/Issue|openCode|darauf/);
    }
    expect(page).toMatch(/Kurz darauf erscheint[^.]*Issue/);
  });
});
