/**
 * The service's pages (./pages): in production from the bundle dist/pages.js, which
 * scripts/build-pages.ts makes (React's production build, TSX compiled); in the unit and
 * end-to-end tests from the TSX sources, which Vitest compiles itself. Loaded once; every caller gets the same module.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type * as PagesModule from './pages/index.tsx';

export type Pages = typeof PagesModule;
export type { FeedbackPages, PageTitles, ResendForm, ReviewPages, ReviewResend, StatusReport } from './pages/index.tsx';

const BUNDLE = new URL('../dist/pages.js', import.meta.url);

let loaded: Promise<Pages> | undefined;

export function loadPages(): Promise<Pages> {
  loaded ??= load();
  return loaded;
}

async function load(): Promise<Pages> {
  // Under Vitest the sources (Vitest compiles TSX). A server that a test starts as its own Node
  // process inherits VITEST but cannot load .tsx: it takes the bundle like any other start.
  if (process.env['VITEST']) {
    try {
      return await import('./pages/index.tsx');
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    }
  }
  if (!existsSync(BUNDLE)) {
    throw new Error(`Die Seiten des Dienstes sind nicht gebündelt: ${fileURLToPath(BUNDLE)} fehlt. Bitte "npm run build" oder "node service/scripts/build-pages.ts" ausführen.`);
  }
  return (await import(BUNDLE.href)) as Pages;
}
