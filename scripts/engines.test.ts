/**
 * Which Node the packages need, checked against the Node the project runs on. npm compares each
 * package's `engines` with the Node that runs npm itself, on many machines the system's Node 20,
 * although every script runs on the project's own Node 24 (ADR 0003): a fresh install printed 14
 * false EBADENGINE warnings. So the lock file keeps no `engines` of the packages
 * (`npm run lock:fix`), and this test does the real check: every installed package's `engines.node`
 * must admit the Node that runs the tests, which is the project's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
const lock = read('package-lock.json') as { packages: Record<string, { engines?: unknown; link?: boolean; optional?: boolean; dev?: boolean }> };
const root = read('package.json') as { engines: { node: string }; dependencies: Record<string, string> };

describe('engines', () => {
  it('runs on the Node the project brings (the npm package node@24), not on the system Node', () => {
    const brought = (read('node_modules/node/package.json') as { version: string }).version;
    expect(semver.major(process.version)).toBe(24);
    expect(semver.satisfies(process.version, root.dependencies['node']!)).toBe(true);
    expect(semver.major(brought)).toBe(24);
  });

  it("leaves npm no package engines to compare with the system's Node (run npm run lock:fix after npm install <package>)", () => {
    const withEngines = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.engines !== undefined)
      .map(([path]) => path);
    expect(withEngines).toEqual([]);
  });

  it('installs no package whose engines exclude the Node the project runs on', () => {
    const refused: string[] = [];
    let checked = 0;
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (path === '' || entry.link) continue;
      let manifest: { name?: string; version?: string; engines?: { node?: string } };
      try {
        manifest = read(join(path, 'package.json'));
      } catch {
        // An optional package for another platform is in the lock but not installed here.
        if (entry.optional) continue;
        throw new Error(`${path} fehlt: npm ci ausführen`);
      }
      checked++;
      const range = manifest.engines?.node;
      if (range && !semver.satisfies(process.version, range, { includePrerelease: true })) refused.push(`${manifest.name}@${manifest.version}: node ${range}`);
    }
    expect(checked).toBeGreaterThan(500);
    expect(refused).toEqual([]);
  });

  it("asks of the system's Node only what npm needs to install and start the project", () => {
    // npm 11 itself needs Node ^20.17 or >=22.9; everything after the install runs on Node 24.
    expect(semver.satisfies('20.17.0', root.engines.node)).toBe(true);
    expect(semver.satisfies('18.20.0', root.engines.node)).toBe(false);
  });
});
