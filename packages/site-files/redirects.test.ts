import { describe, expect, it } from 'vitest';
import { REDIRECTS, redirectTarget } from '@servicestandard/site-files';

describe('redirects', () => {
  it('sends /kriterien to the criteria on the start page', () => {
    expect(REDIRECTS['/kriterien']).toBe('/#kriterien');
    expect(redirectTarget('/kriterien')).toEqual({ path: '/', fragment: 'kriterien' });
  });

  it('knows only its own entries', () => {
    for (const path of ['/kriterien/1', '/', '/constructor', '/toString']) expect(redirectTarget(path), path).toBeUndefined();
  });

  it('leads only to paths on this site', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(from).toMatch(/^\/[^/]/);
      expect(to).toMatch(/^\/(?!\/)/);
    }
  });
});
