/**
 * The embedded default: without an identity provider, `npm start` prints a one-time sign-in link.
 * It works once, for ten minutes, only from this machine; with NODE_ENV=production or with an
 * identity provider the route does not exist.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort, stopChild } from '@servicestandard/testkit';
import { build } from '../helper.ts';
import { sessionCookieFrom } from './helper.ts';

function pathOf(link: string) {
  const url = new URL(link);
  return url.pathname + url.search;
}

describe('one-time sign-in link', () => {
  it('signs in once, from loopback only, within ten minutes', async () => {
    const { app, clock } = await build();
    const link = app.editorSignInLink('http://127.0.0.1:8080')!;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/api\/redaktion\/link\?token=[A-Za-z0-9_-]{43}$/);

    // From another machine, or forwarded by a proxy on this one: refused, and the token stays valid.
    const remote = await app.inject({ url: pathOf(link), remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).toContain('REDAKTION_LINK_INVALID');
    expect(sessionCookieFrom(remote)).toBeUndefined();
    const proxied = await app.inject({ url: pathOf(link), remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(proxied.statusCode).toBe(403);

    const first = await app.inject({ url: pathOf(link), remoteAddress: '127.0.0.1' });
    expect(first.statusCode).toBe(200);
    expect(sessionCookieFrom(first)).toBeDefined();
    expect(first.body).toContain('<meta http-equiv="refresh" content="0; url=/redaktion"/>');
    const again = await app.inject({ url: pathOf(link), remoteAddress: '127.0.0.1' });
    expect(again.statusCode).toBe(403);
    expect(sessionCookieFrom(again)).toBeUndefined();

    const late = app.editorSignInLink('http://127.0.0.1')!;
    clock.advance(10 * 60_000);
    expect((await app.inject({ url: pathOf(late), remoteAddress: '::1' })).statusCode).toBe(403);
    const inTime = app.editorSignInLink('http://127.0.0.1')!;
    clock.advance(10 * 60_000 - 1);
    expect((await app.inject({ url: pathOf(inTime), remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('does not exist with NODE_ENV=production or with sign-in through openCode', async () => {
    const production = await build({ env: { NODE_ENV: 'production' } });
    expect(production.app.editorSignInLink('http://127.0.0.1')).toBeUndefined();
    expect((await production.app.inject('/api/redaktion/link?token=' + 'a'.repeat(43))).statusCode).toBe(404);
    expect((await production.app.inject('/redaktion/anmelden')).body).toContain('Die Anmeldung ist auf diesem Server nicht eingerichtet');

    const withProvider = await build({
      env: { REDAKTION_OIDC_ISSUER: 'https://gitlab.example', REDAKTION_OIDC_CLIENT_ID: 'id', REDAKTION_OIDC_CLIENT_SECRET: 'geheim', REDAKTION_ALLOWED: 'sub:1' },
    });
    expect(withProvider.app.editorSignInLink('http://127.0.0.1')).toBeUndefined();
    expect((await withProvider.app.inject('/api/redaktion/link?token=' + 'a'.repeat(43))).statusCode).toBe(404);
  });
});

/** Starts `node service/src/server.ts` (what `npm start` runs after the build) and collects its output until it listens. */
async function startServer(env: Record<string, string>) {
  const siteRoot = await mkdtemp(join(tmpdir(), 'redaktion-start-'));
  onTestFinished(() => rm(siteRoot, { recursive: true, force: true }));
  await writeFile(join(siteRoot, 'index.html'), '<!doctype html><html lang="de"><title>Start</title><p>Start</p></html>');
  const port = await freePort();
  // Without VITEST in its environment, as `npm start` runs: the server loads the bundled pages (dist/pages.js), Node cannot load TSX.
  const outside = { ...process.env };
  delete outside['VITEST'];
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../src/server.ts', import.meta.url))], {
    env: { ...outside, SITE_ROOT: siteRoot, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', FEEDBACK_DB_PATH: join(siteRoot, 'db.sqlite'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => stopChild(child));
  const lines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const reader = createInterface({ input: child.stdout });
    reader.on('line', (line) => {
      lines.push(line);
      // The link, when there is one, comes in the same write as the address: its line is read in the same turn.
      if (line.startsWith('Servicestandard läuft auf')) setImmediate(resolve);
    });
    child.once('exit', (code) => reject(new Error(`server ended with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, output: lines.join('\n') };
}

describe('npm start', () => {
  it('prints a one-time sign-in link that works once from this machine', async () => {
    const { base, output } = await startServer({ NODE_ENV: 'development' });
    const link = /Redaktion: einmaliger Anmeldelink, 10 Minuten gültig, nur auf diesem Rechner: (\S+)/.exec(output)?.[1];
    expect(link).toMatch(new RegExp(`^${base}/api/redaktion/link\\?token=`));
    const first = await fetch(link!, { redirect: 'manual' });
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await fetch(`${base}/redaktion`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
    expect((await fetch(link!, { redirect: 'manual' })).status).toBe(403);
  });

  it('prints no link with NODE_ENV=production', async () => {
    const { base, output } = await startServer({ NODE_ENV: 'production', FEEDBACK_SECRET: 'p'.repeat(32) });
    expect(output).toContain('Servicestandard läuft auf');
    expect(output).not.toContain('Anmeldelink');
    expect((await fetch(`${base}/api/redaktion/link?token=${'a'.repeat(43)}`)).status).toBe(404);
  });
});
