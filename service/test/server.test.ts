/** The production server (buildServer): its request log keeps no client address and no secret. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { tempDbPath } from './helper.ts';

describe('buildServer logging', () => {
  it('logs requests without client addresses, forwarded addresses or credentials', async () => {
    const siteRoot = await mkdtemp(join(tmpdir(), 'server-test-'));
    await writeFile(join(siteRoot, 'index.html'), '<!doctype html><html lang="de"><title>Start</title><p>Start</p></html>');
    const lines: string[] = [];
    const config = loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32), FEEDBACK_TRUST_PROXY: 'true' });
    const app = await buildServer({ siteRoot, config, logger: { stream: { write: (line) => void lines.push(line) } } });
    onTestFinished(() => app.close());

    const headers = { 'x-forwarded-for': '198.51.100.23', authorization: 'Bearer geheim-123', cookie: 'sitzung=geheim-456' };
    expect((await app.inject({ url: '/', remoteAddress: '203.0.113.9', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/challenge', remoteAddress: '203.0.113.9', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/nichts', remoteAddress: '203.0.113.9', headers })).statusCode).toBe(404);

    const log = lines.join('');
    expect(log).toContain('"url":"/api/challenge"'); // requests are logged
    expect(log).toContain('"statusCode":404');
    for (const secret of ['203.0.113.9', '198.51.100.23', 'geheim-123', 'geheim-456', 'remoteAddress', 'remotePort']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('buildServer open data', () => {
  it('answers /daten/hilfreich.json with the counts of "War diese Seite hilfreich?" beside the built files', async () => {
    const siteRoot = await mkdtemp(join(tmpdir(), 'server-test-'));
    await writeFile(join(siteRoot, 'index.html'), '<!doctype html><html lang="de"><title>Start</title><p>Start</p></html>');
    await writeFile(join(siteRoot, 'glossar.html'), '<!doctype html><html lang="de"><title>Glossar</title><p>Glossar</p></html>');
    const config = loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32) });
    const app = await buildServer({ siteRoot, config });
    onTestFinished(() => app.close());

    const before = await app.inject('/daten/hilfreich.json');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(before.headers['content-security-policy']).toContain("default-src 'self'");
    expect(before.json()).toMatchObject({ seiten: [] });

    const posted = await app.inject({ method: 'POST', url: '/api/helpful', payload: 'pagePath=%2Fglossar&answer=nein', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' } });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('http://127.0.0.1:8080/glossar#hilfreich-nein');
    // Pages the build does not have are not counted.
    expect((await app.inject({ method: 'POST', url: '/api/helpful', payload: { pagePath: '/erfunden', answer: 'ja' } })).statusCode).toBe(422);
    expect((await app.inject('/api/helpful')).json()).toMatchObject({ seiten: [{ seite: '/glossar', ja: 0, nein: 1 }] });
  });
});
