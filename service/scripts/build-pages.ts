/**
 * Bundles the service's pages (src/pages/index.tsx with React and the building blocks of
 * @servicestandard/ui) into dist/pages.js. Node runs the service's TypeScript by stripping types
 * but refuses .tsx, and React renders about 30 times faster in its production build, which the
 * bundle fixes (ADR 0010). Part of `npm run build`; `npm run serve` runs it first.
 */
import { build } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const { outputFiles } = await build({
  absWorkingDir: root,
  // Written below by rename, so a test run that bundles at the same time as a build never reads half a file.
  write: false,
  entryPoints: ['src/pages/index.tsx'],
  outfile: 'dist/pages.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // React's server renderer is CommonJS and requires Node's own modules.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
const [bundle] = outputFiles;
await mkdir(new URL('dist/', `file://${root}/`), { recursive: true });
const partial = `${bundle!.path}.${process.pid}.tmp`;
await writeFile(partial, bundle!.contents);
await rename(partial, bundle!.path);
console.log(`Seiten des Dienstes gebündelt: service/dist/pages.js (${Math.round(performance.now() - started)} ms)`);
