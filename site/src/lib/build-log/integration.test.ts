import { describe, expect, it } from 'vitest';
import { isHeadInjectDirectiveWarning } from './integration.ts';

describe('build log', () => {
  const entry = 'site/src/content/kriterien/1-nutzende-verstehen.mdx?astroPropagatedAssets';

  it("drops only Rolldown's warning about Astro's head-inject directive in a content entry", () => {
    const message = `The semantics of the module level directive "use astro:head-inject" in "${entry}" may not be preserved when bundling.`;
    expect(isHeadInjectDirectiveWarning({ code: 'MODULE_LEVEL_DIRECTIVE', message, id: entry })).toBe(true);
    expect(isHeadInjectDirectiveWarning({ code: 'MODULE_LEVEL_DIRECTIVE', message })).toBe(true);
  });

  it('keeps every other warning, other directives included', () => {
    const client = 'The semantics of the module level directive "use client" in "src/x.tsx" may not be preserved when bundling.';
    expect(isHeadInjectDirectiveWarning({ code: 'MODULE_LEVEL_DIRECTIVE', message: client, id: 'src/x.tsx' })).toBe(false);
    expect(isHeadInjectDirectiveWarning({ code: 'CIRCULAR_DEPENDENCY', message: `"use astro:head-inject" ${entry}`, id: entry })).toBe(false);
    expect(isHeadInjectDirectiveWarning({ code: 'MODULE_LEVEL_DIRECTIVE', message: 'The semantics of the module level directive "use astro:head-inject" in "src/own.ts" may not be preserved when bundling.', id: 'src/own.ts' })).toBe(false);
  });
});
