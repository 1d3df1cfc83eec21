/**
 * The dependency rules (.dependency-cruiser.cjs) run on a small tree that breaks each of them once,
 * in a temporary folder shaped like this repository: every break must be reported by its rule,
 * and a tree that keeps them must pass. So a rule that silently matches nothing fails here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const CLI = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'deps-'));
  dirs.push(dir);
  const all: Record<string, string> = {
    'tsconfig.json': JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, module: 'preserve', moduleResolution: 'bundler', noEmit: true } }),
    'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module', workspaces: ['packages/*'] }),
    'packages/shared/package.json': JSON.stringify({ name: '@servicestandard/shared', type: 'module', exports: { '.': './index.ts' } }),
    'packages/shared/index.ts': 'export const shared = 1;\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // What npm install does for a workspace: a link under node_modules.
  mkdirSync(join(dir, 'node_modules', '@servicestandard'), { recursive: true });
  symlinkSync(join(dir, 'packages', 'shared'), join(dir, 'node_modules', '@servicestandard', 'shared'));
  return dir;
}

function cruise(dir: string): { status: number | null; output: string } {
  const folders = ['site', 'service', 'packages', 'bench', 'e2e', 'scripts', 'deploy'].filter((folder) =>
    spawnSync('test', ['-d', join(dir, folder)]).status === 0,
  );
  const result = spawnSync(process.execPath, [CLI, '--config', CONFIG, ...folders], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('dependency rules', () => {
  it('pass a tree that imports packages by name', () => {
    const dir = tree({
      'site/src/lib/a.ts': "import { shared } from '@servicestandard/shared';\nexport const a = shared;\n",
      'site/src/components/B.tsx': "import { a } from '../lib/a.ts';\nexport const b = a;\n",
      'service/src/x.ts': "import { shared } from '@servicestandard/shared';\nexport const x = shared;\n",
      'scripts/tool.ts': "import { shared } from '@servicestandard/shared';\nexport const t = shared;\n",
    });
    const { status, output } = cruise(dir);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('report a cycle, a relative import into another folder, an app importing the other app, a package importing an app, production code importing test code, and lib importing components', () => {
    const dir = tree({
      'service/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'service/src/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      'service/src/uses-site.ts': "import { page } from '../../site/src/lib/page.ts';\nexport const p = page;\n",
      'site/src/lib/page.ts': "import { Toc } from '../components/Toc.tsx';\nexport const page = Toc;\n",
      'site/src/components/Toc.tsx': 'export const Toc = 1;\n',
      'packages/shared/uses-app.ts': "import { a } from '../../service/src/a.ts';\nexport const u = a;\n",
      'service/src/uses-test.ts': "import { helper } from '../test/helper.ts';\nexport const h = helper;\n",
      'service/test/helper.ts': 'export const helper = 1;\n',
      'scripts/tool.ts': "import { a } from '../service/src/a.ts';\nexport const t = a;\n",
    });
    const { status, output } = cruise(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-circular: service\/src\/a\.ts/);
    expect(output).toContain('no-relative-import-across-folders: scripts/tool.ts → service/src/a.ts');
    expect(output).toContain('no-app-to-app: service/src/uses-site.ts → site/src/lib/page.ts');
    expect(output).toContain('no-package-to-app-or-tooling: packages/shared/uses-app.ts → service/src/a.ts');
    expect(output).toContain('no-production-to-test-code: service/src/uses-test.ts → service/test/helper.ts');
    expect(output).toContain('no-lib-to-components: site/src/lib/page.ts → site/src/components/Toc.tsx');
  });

  it("report a service module that imports one of a higher layer (routes → pages → core → store)", () => {
    const dir = tree({
      'service/src/store/sqlite.ts': "import { outbox } from '../plugins/outbox.ts';\nexport const store = outbox;\n",
      'service/src/plugins/outbox.ts': "import { page } from '../pages/status.tsx';\nexport const outbox = page;\n",
      'service/src/pages/status.tsx': "import { route } from '../routes/status.ts';\nexport const page = route;\n",
      'service/src/routes/status.ts': 'export const route = 1;\n',
      'service/src/pages/list.tsx': "import { hooks } from '../editor/hooks.ts';\nexport const list = hooks;\n",
      'service/src/editor/hooks.ts': 'export const hooks = 1;\n',
    });
    const { status, output } = cruise(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('service-store-is-the-bottom: service/src/store/sqlite.ts → service/src/plugins/outbox.ts');
    expect(output).toContain('service-core-below-pages-and-routes: service/src/plugins/outbox.ts → service/src/pages/status.tsx');
    expect(output).toContain('service-pages-below-routes: service/src/pages/status.tsx → service/src/routes/status.ts');
    expect(output).toContain('service-pages-below-routes: service/src/pages/list.tsx → service/src/editor/hooks.ts');
  });

  it('pass a service whose layers import only downwards', () => {
    const dir = tree({
      'service/src/routes/status.ts': "import { page } from '../pages/status.tsx';\nexport const route = page;\n",
      'service/src/pages/status.tsx': "import { outbox } from '../plugins/outbox.ts';\nexport const page = outbox;\n",
      'service/src/plugins/outbox.ts': "import { store } from '../store/sqlite.ts';\nexport const outbox = store;\n",
      'service/src/store/sqlite.ts': "import { config } from '../config.ts';\nexport const store = config;\n",
      'service/src/config.ts': 'export const config = 1;\n',
    });
    const { status, output } = cruise(dir);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  });
});
