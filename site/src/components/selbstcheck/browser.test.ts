import { describe, expect, it } from 'vitest';
import { viewFromHash, viewId } from './browser.ts';

describe('viewFromHash', () => {
  it.each([
    ['', { kind: 'angaben' }],
    ['#angaben', { kind: 'angaben' }],
    ['#kriterium-1', { kind: 'kriterium', index: 1 }],
    ['#kriterium-13', { kind: 'kriterium', index: 13 }],
    ['#ergebnis', { kind: 'ergebnis' }],
    ['#bericht', { kind: 'bericht' }],
    ['#selbstchecks', { kind: 'selbstchecks' }],
  ])('reads %s', (hash, view) => {
    expect(viewFromHash(hash, 13)).toEqual(view);
    expect(`#${viewId(view as never)}`).toBe(hash || '#angaben');
  });

  it('ignores other anchors, so the skip link keeps the current view', () => {
    for (const hash of ['#inhalt', '#feedback', '#hilfreich-nein', '#kriterium-14', '#kriterium-0', '#%E0']) expect(viewFromHash(hash, 13)).toBeNull();
  });
});
