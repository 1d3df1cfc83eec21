import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyticsOrigins, contentSecurityPolicy, loadSite } from '@servicestandard/site-files';

const page = '<!doctype html><html lang="de"><title>Probe</title><p>Servicestandard</p></html>';

async function site(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'site-headers-test-'));
  await writeFile(join(root, 'index.html'), page);
  return root;
}

describe('analytics origin in the CSP', () => {
  it('allows connecting to the analytics endpoint only when the build configured one', async () => {
    const root = await site();
    expect(analyticsOrigins(await loadSite(root))).toEqual([]);
    await writeFile(join(root, 'ueber.html'), page.replace('<title>', '<meta name="analytics-endpoint" content="https://statistik.example.de/api/event" data-domain="x.de"><title>'));
    const origins = analyticsOrigins(await loadSite(root));
    expect(origins).toEqual(['https://statistik.example.de']);
    expect(contentSecurityPolicy({ scripts: [], styles: [] }, origins)).toContain("connect-src 'self' https://statistik.example.de;");
  });
});
