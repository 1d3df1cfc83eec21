import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as messages from './index.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));
// components/feedback is reworked in parallel and still reads its words through lib/messages.ts.
const SKIP = /\.test\.|[/\\]components[/\\]feedback[/\\]/;

/** The code of a file without comments and console calls, which readers of the site never see. */
const codeOf = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/console\.\w+\([^)]*\)/g, '');

describe('messages', () => {
  it('hold the German words of components, layouts, pages and scripts (a word with ä, ö, ü or ß in their code is a word out of place)', () => {
    const misplaced: string[] = [];
    for (const folder of ['components', 'layouts', 'pages', 'scripts']) {
      for (const name of readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })) {
        const file = join(SRC, folder, name);
        if (!/\.(tsx?|astro)$/.test(name) || SKIP.test(file)) continue;
        codeOf(readFileSync(file, 'utf8'))
          .split('\n')
          .forEach((line, index) => {
            if (/[äöüÄÖÜß]/.test(line)) misplaced.push(`${relative(SRC, file)}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('are reachable from one index, each area once', () => {
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['headerMessages', 'footerMessages', 'sidebarMessages', 'contentMessages', 'blockMessages', 'formMessages', 'feedbackMessages', 't']));
  });
});
