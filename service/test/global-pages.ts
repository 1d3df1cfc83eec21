/**
 * Vitest global setup: the bundle of the service's pages (service/dist/pages.js), which a server
 * started as its own Node process loads (npm start, several instances, nginx in front): Node
 * cannot load the TSX sources that the tests in this process import. Built fresh for every run
 * (under a second), so it never lags behind the sources.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup() {
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build-pages.ts', import.meta.url))], { stdio: 'inherit' });
}
