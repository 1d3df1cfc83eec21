import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as messages from './index.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIP = /\.test\./;
/** Where the user interface is written: the site's components, layouts, pages and scripts, the building blocks and the service's pages. */
const FOLDERS = ['site/src/components', 'site/src/layouts', 'site/src/pages', 'site/src/scripts', 'packages/ui', 'service/src/pages'];

/** The code of a file without comments, console calls and thrown errors (for operators), which readers of the site never see. */
const codeOf = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/console\.\w+\([^)]*\)/g, '')
    .replace(/throw new Error\(.*$/gm, '');

describe('messages', () => {
  it("hold the German words of the site's and the service's pages and of the building blocks (a word with ä, ö, ü or ß in their code is a word out of place)", () => {
    const misplaced: string[] = [];
    for (const folder of FOLDERS) {
      for (const name of readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
        const file = join(ROOT, folder, name);
        if (!/\.(tsx?|astro)$/.test(name) || SKIP.test(file)) continue;
        codeOf(readFileSync(file, 'utf8'))
          .split('\n')
          .forEach((line, index) => {
            if (/[äöüÄÖÜß]/.test(line)) misplaced.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('are reachable from one index, each area once', () => {
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['headerMessages', 'footerMessages', 'sidebarMessages', 'contentMessages', 'blockMessages', 'formMessages', 'feedbackMessages', 't']));
  });
});
