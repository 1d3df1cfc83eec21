/**
 * The error handling can be loaded on its own: it knows the store's one special error
 * (StoreUnavailableError) without loading a database driver. Checked in a fresh Node process
 * that records every module it resolves.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ERRORS = fileURLToPath(new URL('../src/errors.ts', import.meta.url));

describe('errors.ts', () => {
  it('loads neither pg nor node:sqlite', () => {
    const script = `
      import { registerHooks } from 'node:module';
      const seen = [];
      registerHooks({ resolve: (specifier, context, next) => { seen.push(specifier); return next(specifier, context); } });
      const errors = await import(${JSON.stringify(ERRORS)});
      if (typeof errors.handleError !== 'function') throw new Error('handleError missing');
      console.log(JSON.stringify(seen));
    `;
    const seen = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as string[];
    expect(seen).toContain('./store/errors.ts');
    expect(seen.filter((specifier) => /^(node:)?sqlite$|^pg($|\/)/.test(specifier))).toEqual([]);
  });
});
