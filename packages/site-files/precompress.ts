/**
 * Writes brotli (.br, quality 11) and gzip (.gz, level 9) variants next to every compressible
 * file of the built site, once per build. The bundled server, the build check and any web server
 * with gzip_static/brotli_static serve them instead of compressing on every start or request.
 * Work runs in libuv's thread pool, so it uses every core. A variant newer than its file is kept.
 */
import { availableParallelism } from 'node:os';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compressForServing, hasCompressibleType, isCompressible, isFreshVariant, VARIANTS } from './files.ts';

export async function precompressSite(dist: string): Promise<{ files: number; written: number; bytes: number; br: number }> {
  const sources: string[] = [];
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (hasCompressibleType(path)) sources.push(path);
  }
  const totals = { files: 0, written: 0, bytes: 0, br: 0 };
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const path = sources[next++]!;
      const info = await stat(path);
      if (!isCompressible(path, info.size)) continue;
      totals.files++;
      totals.bytes += info.size;
      if ((await isFreshVariant(path + VARIANTS.br, info.mtimeMs)) && (await isFreshVariant(path + VARIANTS.gzip, info.mtimeMs))) continue;
      const { br, gzip } = await compressForServing(await readFile(path));
      await Promise.all([writeFile(path + VARIANTS.br, br), writeFile(path + VARIANTS.gzip, gzip)]);
      totals.written++;
      totals.br += br.length;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
  return totals;
}
