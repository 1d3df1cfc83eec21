import { describe, expect, it } from 'vitest';
import { buildToc, tocFor } from './toc.ts';

const h = (depth: number, slug: string) => ({ depth, slug, text: slug });

describe('table of contents', () => {
  it('skips a leading run of h4–h6 and keeps h2/h3', () => {
    expect(buildToc([h(5, 'a'), h(4, 'b'), h(6, 'c'), h(2, 'd'), h(3, 'e'), h(4, 'f')]).map((e) => e.slug)).toEqual(['d', 'e']);
  });

  it('drops hidden headings', () => {
    expect(buildToc([h(2, 'a'), h(2, 'b')], new Set(['b'])).map((e) => e.slug)).toEqual(['a']);
  });

  it('lists the sections, all h2/h3 with dynamicToC, none with disableToc, never a heading marked [notoc]', () => {
    const headings = [h(2, 'ziel'), h(3, 'detail'), { depth: 2, slug: 'intern', text: 'Intern [notoc]' }];
    expect(tocFor(headings, { disableToc: false, dynamicToC: false }).map((e) => e.slug)).toEqual(['ziel']);
    expect(tocFor(headings, { disableToc: false, dynamicToC: true }).map((e) => e.slug)).toEqual(['ziel', 'detail']);
    expect(tocFor(headings, { disableToc: true, dynamicToC: true })).toEqual([]);
  });
});
