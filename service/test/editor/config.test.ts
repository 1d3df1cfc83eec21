/** The editors' configuration: REDAKTION_* read and checked at start, with German messages naming the variable. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const OIDC = {
  REDAKTION_OIDC_ISSUER: 'https://gitlab.opencode.de',
  REDAKTION_OIDC_CLIENT_ID: 'app-id',
  REDAKTION_OIDC_CLIENT_SECRET: 'gloas-geheim',
  REDAKTION_ALLOWED: 'group:bmds/servicestandard-redaktion, sub:4711,sub:815',
};

describe('Redaktion configuration', () => {
  it('without a provider: the one-time link outside production, nothing in production', () => {
    expect(loadConfig({}).editor).toEqual({
      oidc: undefined,
      allowed: { subjects: [], groups: [] },
      reviewers: { subjects: [], groups: [] },
      localSignIn: true,
      signInPerMinute: 10,
    });
    expect(loadConfig({ NODE_ENV: 'production', FEEDBACK_SECRET: 's'.repeat(32) }).editor.localSignIn).toBe(false);
  });

  it('reads the provider and the allow-list, and keeps the client secret out of JSON', () => {
    const config = loadConfig({ ...OIDC, REDAKTION_RATE_LIMIT_SIGN_IN: '3', REDAKTION_REVIEWERS: 'group:pruefende/peer-review, sub:100' });
    expect(config.editor).toMatchObject({
      oidc: { issuer: 'https://gitlab.opencode.de', clientId: 'app-id', clientSecret: 'gloas-geheim' },
      allowed: { subjects: ['4711', '815'], groups: ['bmds/servicestandard-redaktion'] },
      reviewers: { subjects: ['100'], groups: ['pruefende/peer-review'] },
      localSignIn: false,
      signInPerMinute: 3,
    });
    expect(JSON.stringify(config)).not.toContain('gloas-geheim');
    // A provider on this machine may use http (tests, a laptop).
    expect(loadConfig({ ...OIDC, REDAKTION_OIDC_ISSUER: 'http://127.0.0.1:9000' }).editor.oidc?.issuer).toBe('http://127.0.0.1:9000');
  });

  it.each([
    [{ REDAKTION_OIDC_ISSUER: 'https://gitlab.opencode.de' }, 'REDAKTION_OIDC_CLIENT_ID', 'zusammen gesetzt oder gar nicht'],
    [{ ...OIDC, REDAKTION_OIDC_CLIENT_SECRET: '' }, 'REDAKTION_OIDC_CLIENT_SECRET', 'zusammen gesetzt oder gar nicht'],
    [{ ...OIDC, REDAKTION_OIDC_ISSUER: 'http://gitlab.example' }, 'REDAKTION_OIDC_ISSUER', 'muss mit https:// beginnen'],
    [{ ...OIDC, REDAKTION_ALLOWED: '' }, 'REDAKTION_ALLOWED', 'Pflicht'],
    [{ ...OIDC, REDAKTION_ALLOWED: 'erika' }, 'REDAKTION_ALLOWED', 'sub:<Kennung> oder group:<Gruppenpfad>'],
    [{ ...OIDC, REDAKTION_REVIEWERS: 'anna' }, 'REDAKTION_REVIEWERS', 'sub:<Kennung> oder group:<Gruppenpfad>'],
    [{ REDAKTION_REVIEWERS: 'group:pruefende' }, 'REDAKTION_REVIEWERS', 'wirkt nur mit der Anmeldung über openCode'],
    [{ ...OIDC, NODE_ENV: 'production', FEEDBACK_SECRET: 's'.repeat(32), FEEDBACK_PUBLIC_URL: 'http://servicestandard.example' }, 'FEEDBACK_PUBLIC_URL', 'https://'],
    [{ REDAKTION_RATE_LIMIT_SIGN_IN: '0' }, 'REDAKTION_RATE_LIMIT_SIGN_IN', ''],
  ])('refuses %o naming %s', (env, variable, message) => {
    expect(() => loadConfig(env)).toThrow(variable);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never puts the client secret into its error message', () => {
    expect(() => loadConfig({ REDAKTION_OIDC_CLIENT_SECRET: 'gloas-leak' })).toThrow(/^(?!.*gloas-leak)/s);
  });
});
