/**
 * Bundles the service's pages (src/pages/index.tsx with React and the building blocks of
 * @servicestandard/ui) into dist/pages.js. Node runs the service's TypeScript by stripping types
 * but refuses .tsx, and React renders about 30 times faster in its production build, which the
 * bundle fixes (ADR 0010). Part of `npm run build`; `npm run serve` runs it first.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
await build({
  absWorkingDir: root,
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
console.log(`Seiten des Dienstes gebündelt: service/dist/pages.js (${Math.round(performance.now() - started)} ms)`);
