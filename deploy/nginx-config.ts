/**
 * Writes the nginx server block for a build (deploy/nginx.conf.template filled in): the same
 * security headers as the bundled server (service/src/site.ts), with the CSP hashes of this
 * build's inline scripts, the site's redirects, precompressed variants via gzip_static (and
 * brotli_static when the module is there), /api, /suche, /redaktion and /daten/hilfreich.json
 * proxied to the service. Pages with the feedback form get their form token by SSI from the
 * service (formPages: the map of those pages to their files).
 *
 *   node deploy/nginx-config.ts [--root site/dist] [--upstream 127.0.0.1:8080] [--listen 80]
 *                               [--server-name servicestandard.example] [--hsts] [--brotli]
 *                               [--access-log /var/log/nginx/servicestandard.access.log]
 *                               [--error-log /var/log/nginx/servicestandard.error.log]
 *                               [--out /etc/nginx/conf.d/servicestandard.conf]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { errorBody, FORM_TOKEN_PLACEHOLDER } from '@servicestandard/feedback-api';
import { contentSecurityPolicy, inlineHashes, loadSite, REDIRECT_STATUS, REDIRECTS, securityHeaders } from '@servicestandard/site-files';

export interface NginxOptions {
  /** Absolute path of the built site. */
  root: string;
  /** host:port of the service (npm run serve). */
  upstream: string;
  listen: string;
  serverName: string;
  /** Only behind HTTPS. */
  hsts: boolean;
  /** Only when nginx has the brotli module (Debian's package does not). */
  brotli: boolean;
  /** The access log (rotated by deploy/logrotate.conf); default /var/log/nginx/servicestandard.access.log. */
  accessLog?: string;
  /** The error log of this site (rotated by deploy/logrotate.conf); default /var/log/nginx/servicestandard.error.log. */
  errorLog?: string;
  /** Where nginx-proxy.conf lies; default next to this script. */
  proxySnippet?: string;
}

const TEMPLATE = fileURLToPath(new URL('./nginx.conf.template', import.meta.url));
const PROXY_SNIPPET = fileURLToPath(new URL('./nginx-proxy.conf', import.meta.url));

/** nginx string literal: double quotes, backslash and quote escaped, no line breaks. */
function quote(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('header values must be one line');
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * One exact-match location per redirect. Paths and targets go into the file unquoted, so only
 * URL characters that mean nothing to nginx are allowed; anything else stops the generator.
 */
export function redirectLocations(redirects: Readonly<Record<string, string>>, indent = '    '): string {
  return Object.entries(redirects)
    .map(([from, to]) => {
      if (!/^\/[A-Za-z0-9\-._~/]*$/.test(from)) throw new Error(`redirect path not usable in nginx: ${from}`);
      if (!/^\/[A-Za-z0-9\-._~/#?=&%]*$/.test(to)) throw new Error(`redirect target not usable in nginx: ${to}`);
      return `${indent}location = ${from} {\n${indent}    return ${REDIRECT_STATUS} ${to};\n${indent}}`;
    })
    .join('\n');
}

/**
 * The map entries "address file" of the pages whose build left the form token's placeholder
 * (the 404 page has its own location). Only URL characters that mean nothing to nginx are allowed.
 */
export function formPages(root: string, pages: ReadonlyMap<string, { body: Buffer }>, indent = '    '): string {
  const lines: string[] = [];
  for (const [address, file] of pages) {
    if (address.includes('.') || address === '/404' || address === '/500') continue;
    FORM_TOKEN_PLACEHOLDER.lastIndex = 0;
    if (!FORM_TOKEN_PLACEHOLDER.test(file.body.toString('utf8'))) continue;
    if (!/^\/[A-Za-z0-9\-_~/]*$/.test(address)) throw new Error(`page path not usable in nginx: ${address}`);
    const html = address === '/' ? '/index.html' : existsSync(join(root, `${address}.html`)) ? `${address}.html` : `${address}/index.html`;
    lines.push(`${indent}${address} ${html};`);
  }
  FORM_TOKEN_PLACEHOLDER.lastIndex = 0;
  return lines.sort().join('\n');
}

export async function nginxConfig(options: NginxOptions): Promise<string> {
  const files = await loadSite(options.root);
  const headers = securityHeaders(contentSecurityPolicy(inlineHashes(files)), options.hsts);
  const lines = (indent: string, entries: ReadonlyArray<readonly [string, string]> = Object.entries(headers)) => entries.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`).join('\n');
  // Proxied answers keep the service's Referrer-Policy (the map in the template): its pages for people send none on.
  const proxied = Object.entries(headers).map(([name, value]) => [name, name === 'Referrer-Policy' ? '$servicestandard_referrer_policy' : value] as const);
  const values: Record<string, string> = {
    UPSTREAM: options.upstream,
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    ROOT: options.root,
    BROTLI: options.brotli ? 'brotli_static on;' : '# brotli_static on;  (only with the ngx_brotli module)',
    SECURITY_HEADERS: lines('    '),
    SECURITY_HEADERS_INDENTED: lines('        '),
    PROXIED_SECURITY_HEADERS: lines('        ', proxied),
    REFERRER_POLICY: quote(headers['Referrer-Policy']!),
    HIDE_UPSTREAM_HEADERS: Object.keys(headers)
      .map((name) => `        proxy_hide_header ${name};`)
      .join('\n'),
    PROXY_SNIPPET: options.proxySnippet ?? PROXY_SNIPPET,
    // Inside single quotes in nginx: the JSON holds none (German text, no apostrophes).
    TOO_LARGE_BODY: JSON.stringify(errorBody('PAYLOAD_TOO_LARGE')).replaceAll("'", '\\u0027'),
    UNAVAILABLE_BODY: JSON.stringify(errorBody('SERVICE_UNAVAILABLE')).replaceAll("'", '\\u0027'),
    ACCESS_LOG: options.accessLog ?? '/var/log/nginx/servicestandard.access.log',
    ERROR_LOG: options.errorLog ?? '/var/log/nginx/servicestandard.error.log',
    REDIRECTS: redirectLocations(REDIRECTS),
    FORM_PAGES: formPages(options.root, files),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`unknown placeholder ${key}`);
    return value;
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'site/dist' },
      upstream: { type: 'string', default: '127.0.0.1:8080' },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
      hsts: { type: 'boolean', default: false },
      brotli: { type: 'boolean', default: false },
      'proxy-snippet': { type: 'string' },
      'access-log': { type: 'string' },
      'error-log': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const config = await nginxConfig({
    root: resolve(values.root),
    upstream: values.upstream,
    listen: values.listen,
    serverName: values['server-name'],
    hsts: values.hsts,
    brotli: values.brotli,
    proxySnippet: values['proxy-snippet'] && resolve(values['proxy-snippet']),
    accessLog: values['access-log'],
    errorLog: values['error-log'],
  });
  if (values.out) writeFileSync(values.out, config);
  else process.stdout.write(config);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
