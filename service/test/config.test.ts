import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadServerConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults: embedded mode, project 4516, label barriere', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      gitlab: undefined,
      projectIds: [4516],
      labels: ['barriere'],
      allowedOrigins: [],
      difficulty: 10_000,
      challengeTtlSeconds: 600,
      dbPath: 'data/feedback.sqlite',
      publicUrl: 'http://127.0.0.1:8080',
      trustProxy: false,
      secretIsEphemeral: true,
      rateLimit: { challengePerMinute: 30, feedbackPerMinute: 5 },
      gitlabTimeoutMs: 10_000,
    });
    expect(config.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads lists, numbers and URLs', () => {
    const config = loadConfig({
      FEEDBACK_GITLAB_API_URL: 'https://gitlab.opencode.de/api/v4/',
      FEEDBACK_GITLAB_TOKEN: 'glpat-abc',
      FEEDBACK_PROJECT_IDS: '4516, 17',
      FEEDBACK_LABELS: 'barriere,inhalt',
      FEEDBACK_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      FEEDBACK_DIFFICULTY: '20000',
      FEEDBACK_PUBLIC_URL: 'https://servicestandard.example/',
      FEEDBACK_TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      FEEDBACK_SECRET: 'x'.repeat(32),
    });
    expect(config.gitlab?.apiUrl).toBe('https://gitlab.opencode.de/api/v4');
    expect(config.gitlab?.token).toBe('glpat-abc');
    expect(config.projectIds).toEqual([4516, 17]);
    expect(config.labels).toEqual(['barriere', 'inhalt']);
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.difficulty).toBe(20_000);
    expect(config.publicUrl).toBe('https://servicestandard.example');
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.secretIsEphemeral).toBe(false);
  });

  it('refuses FEEDBACK_TRUST_PROXY=true with a message that names a hop count or the proxy addresses', () => {
    // true would take the leftmost X-Forwarded-For address, which the client writes itself.
    expect(() => loadConfig({ FEEDBACK_TRUST_PROXY: 'true' })).toThrow(
      /FEEDBACK_TRUST_PROXY: true nimmt jede Adresse in X-Forwarded-For als Client.*Zahl der Proxys vor dem Dienst angeben \(z\. B\. 1 .*\) oder ihre Adressen \(z\. B\. 127\.0\.0\.1/,
    );
    for (const value of ['ja', '127.0.0.1,example.org', '10.0.0.0/8/8']) {
      expect(() => loadConfig({ FEEDBACK_TRUST_PROXY: value })).toThrow(/FEEDBACK_TRUST_PROXY: erwartet false, die Zahl der Proxys/);
    }
    const hops = loadConfig({ FEEDBACK_TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops === 'function' && [hops('127.0.0.1', 0), hops('203.0.113.7', 1)]).toEqual([true, false]);
    expect(loadConfig({ FEEDBACK_TRUST_PROXY: 'loopback, 10.0.0.0/255.0.0.0, ::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/255.0.0.0', '::1']);
    expect(loadConfig({ FEEDBACK_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('keeps the token out of JSON and inspection of the config', () => {
    const config = loadConfig({ FEEDBACK_GITLAB_API_URL: 'https://gitlab.example/api/v4', FEEDBACK_GITLAB_TOKEN: 'glpat-secret' });
    expect(JSON.stringify(config)).not.toContain('glpat-secret');
  });

  it.each([
    [{ FEEDBACK_DIFFICULTY: 'viel' }, 'FEEDBACK_DIFFICULTY'],
    [{ FEEDBACK_DIFFICULTY: '0' }, 'FEEDBACK_DIFFICULTY'],
    [{ FEEDBACK_PROJECT_IDS: '4516,abc' }, 'FEEDBACK_PROJECT_IDS'],
    [{ FEEDBACK_PUBLIC_URL: 'ftp://x.example' }, 'FEEDBACK_PUBLIC_URL'],
    [{ FEEDBACK_ALLOWED_ORIGINS: 'not a url' }, 'FEEDBACK_ALLOWED_ORIGINS'],
    [{ FEEDBACK_GITLAB_TOKEN: 'glpat-only' }, 'FEEDBACK_GITLAB_API_URL'],
    [{ FEEDBACK_GITLAB_API_URL: 'https://gitlab.example/api/v4' }, 'FEEDBACK_GITLAB_TOKEN'],
    [{ FEEDBACK_SECRET: 'short' }, 'FEEDBACK_SECRET'],
    [{ NODE_ENV: 'production' }, 'FEEDBACK_SECRET'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('never puts the token into its error message', () => {
    expect(() => loadConfig({ FEEDBACK_GITLAB_TOKEN: 'glpat-leak' })).toThrow(/^(?!.*glpat-leak)/s);
  });
});

describe('loadConfig: publication of peer-review reports', () => {
  it('defaults to project 4516, branch main and the checkout\'s content folder; reads the three variables', () => {
    expect(loadConfig({}).publication).toEqual({
      projectId: 4516,
      branch: 'main',
      localDir: fileURLToPath(new URL('../../site/src/content/pruefberichte', import.meta.url)),
    });
    expect(loadConfig({ GITLAB_CONTENT_PROJECT_ID: '77', GITLAB_CONTENT_BRANCH: 'redaktion/berichte', SITE_PRUEFBERICHTE_DIR: 'tmp/berichte' }).publication).toEqual({
      projectId: 77,
      branch: 'redaktion/berichte',
      localDir: resolve('tmp/berichte'),
    });
  });

  it.each(['0', '4.5', 'vier'])('refuses GITLAB_CONTENT_PROJECT_ID=%s', (value) => {
    expect(() => loadConfig({ GITLAB_CONTENT_PROJECT_ID: value })).toThrow(/GITLAB_CONTENT_PROJECT_ID: erwartet die Nummer eines GitLab-Projekts/);
  });

  it.each(['-main', 'a..b', 'a b', 'main/', '/main'])('refuses GITLAB_CONTENT_BRANCH=%s', (value) => {
    expect(() => loadConfig({ GITLAB_CONTENT_BRANCH: value })).toThrow(/GITLAB_CONTENT_BRANCH: erwartet den Namen eines Branches/);
  });
});

describe('loadServerConfig', () => {
  it('has the documented defaults and reads SITE_ROOT before SITE_OUT_DIR', () => {
    expect(loadServerConfig({})).toEqual({ port: 8080, host: '127.0.0.1', siteRoot: undefined });
    expect(loadServerConfig({ PORT: '4321', HOST: '0.0.0.0', SITE_OUT_DIR: '/tmp/out' })).toEqual({ port: 4321, host: '0.0.0.0', siteRoot: '/tmp/out' });
    expect(loadServerConfig({ HOST: '::1', SITE_ROOT: '/srv/site', SITE_OUT_DIR: '/tmp/out' })).toMatchObject({ host: '::1', siteRoot: '/srv/site' });
    expect(loadServerConfig({ HOST: 'localhost', PORT: '' }).port).toBe(8080);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['HOST', 'http://127.0.0.1'],
    ['HOST', 'local host'],
  ])('refuses %s=%s at start, naming the variable', (name, value) => {
    expect(() => loadServerConfig({ [name]: value })).toThrow(new RegExp(`Ungültige Konfiguration.*${name}: erwartet`));
  });
});
