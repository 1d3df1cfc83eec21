/**
 * A static server for a peer's copy of the build: the same files, precompressed variants, cache
 * headers and ETags as the bundled server (@servicestandard/site-files), but without its security
 * headers, so a peer that needs what the site's CSP forbids (Pagefind: WebAssembly) can run.
 * Started as its own process like the bundled server; prints "ready <url>" when it listens.
 * Usage: node bench/peers/static-server.ts <root> <port>
 */
import { createServer } from 'node:http';
import { loadSite } from '@servicestandard/site-files';

const [root, port] = process.argv.slice(2);
const files = await loadSite(root!);

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = files.get(path);
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  const headers: Record<string, string> = { 'Content-Type': file.type, 'Cache-Control': file.cacheControl, ETag: file.etag };
  if (file.br || file.gzip) headers['Vary'] = 'Accept-Encoding';
  if (request.headers['if-none-match'] === file.etag) {
    response.writeHead(304, headers).end();
    return;
  }
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accept)) response.writeHead(200, { ...headers, 'Content-Encoding': 'br' }).end(file.br);
  else if (file.gzip && /\bgzip\b/.test(accept)) response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' }).end(file.gzip);
  else response.writeHead(200, headers).end(file.body);
}).listen(Number(port), '127.0.0.1', () => console.log(`ready http://127.0.0.1:${port}`));
