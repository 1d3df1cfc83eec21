import { mkdtemp, mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadSite, precompressSite } from '@servicestandard/site-files';

const page = `<!doctype html><html lang="de"><title>Probe</title><p>${'Servicestandard für digitale Verwaltungsleistungen. '.repeat(40)}</p></html>`;

async function site(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'site-test-'));
  await mkdir(join(root, '_astro'));
  await writeFile(join(root, 'index.html'), page);
  await writeFile(join(root, '_astro', 'app.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  await writeFile(join(root, 'klein.txt'), 'kurz');
  return root;
}

describe('precompressed site files', () => {
  it('writes .br and .gz next to compressible files once and serves them as variants, not as pages', async () => {
    const root = await site();
    expect(await precompressSite(root)).toMatchObject({ files: 2, written: 2 });
    expect(brotliDecompressSync(await readFile(join(root, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(await readFile(join(root, 'index.html.gz'))).toString()).toBe(page);
    // A second run finds fresh variants and writes nothing.
    expect(await precompressSite(root)).toMatchObject({ files: 2, written: 0 });

    const files = await loadSite(root);
    expect([...files.keys()].sort()).toEqual(['/', '/_astro/app.js', '/klein.txt']);
    expect(files.get('/')?.br).toEqual(await readFile(join(root, 'index.html.br')));
    expect(files.get('/klein.txt')?.br).toBeUndefined();
  });

  it('compresses a file itself when its variants are missing or older than the file', async () => {
    const root = await site();
    await precompressSite(root);
    const changed = page.replace('Probe', 'Geändert');
    await writeFile(join(root, 'index.html'), changed);
    const old = new Date(Date.now() - 60_000);
    await utimes(join(root, 'index.html.br'), old, old);
    const files = await loadSite(root);
    expect(brotliDecompressSync(files.get('/')!.br!).toString()).toBe(changed);
    expect(gunzipSync(files.get('/')!.gzip!).toString()).toBe(changed);
    expect(brotliDecompressSync(files.get('/_astro/app.js')!.br!).toString()).toContain('console.log');
  });

  it('reads only the files when told to leave the variants alone', async () => {
    const root = await site();
    const files = await loadSite(root, { variants: false });
    expect(files.get('/')?.body.toString()).toBe(page);
    expect(files.get('/')?.br).toBeUndefined();
    expect(await readdir(root)).not.toContain('index.html.br');
  });
});
