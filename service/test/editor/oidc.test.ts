/**
 * Sign-in through a real OpenID provider (oidc-provider on 127.0.0.1, configured like GitLab),
 * driven over HTTP: who is on the allow-list gets a session, anyone else a German 403 page and
 * nothing else; answers that are not exactly what this sign-in asked for are refused; the
 * callback is rate-limited; the log keeps no personal data. e2e/redaktion.test.ts signs in the
 * same way with Chromium.
 */
import { describe, expect, it } from 'vitest';
import { Browser, buildWithProvider, callbackUrl, EDITOR, signInThroughProvider, STRANGER } from './oidc-driver.ts';
import { cookieParts } from './helper.ts';

describe('sign-in with openCode (OpenID Connect)', () => {
  it('starts with PKCE (S256), state and nonce, and carries them in a short-lived Lax cookie', async () => {
    const setup = await buildWithProvider();
    const browser = new Browser();
    const start = await browser.fetch(`${setup.base}/api/redaktion/login`);
    expect(start.status).toBe(303);
    const target = new URL(start.headers.get('location')!);
    expect(target.origin).toBe(setup.idp.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: setup.idp.clientId,
      redirect_uri: `${setup.base}/api/redaktion/callback`,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const cookie = start.headers.getSetCookie()[0]!;
    expect(cookieParts(cookie)).toEqual({
      name: 'redaktion-anmeldung',
      value: expect.stringMatching(/^[A-Za-z0-9_-]+$/) as string,
      attributes: ['HttpOnly', 'Max-Age=600', 'Path=/', 'SameSite=Lax'],
    });
    // The sealed cookie does not show state, nonce or verifier.
    expect(cookie).not.toContain(target.searchParams.get('state'));
    expect(cookie).not.toContain(target.searchParams.get('nonce'));
  });

  it('lets an editor on the allow-list in by group, and by subject', async () => {
    for (const allowed of ['group:bmds/servicestandard-redaktion', `sub:${EDITOR.sub}`]) {
      const setup = await buildWithProvider({ allowed });
      const browser = new Browser();
      const answer = await signInThroughProvider(browser, setup, EDITOR);
      expect(answer.status, allowed).toBe(200);
      expect(browser.cookies(setup.base).has('redaktion-sitzung')).toBe(true);
      expect(browser.cookies(setup.base).has('redaktion-anmeldung')).toBe(false);
      const overview = await browser.fetch(`${setup.base}/redaktion`);
      expect(overview.status).toBe(200);
      expect(await overview.text()).toContain(`Angemeldet als <strong>${EDITOR.name}</strong>`);
      expect((await setup.app.feedbackStore.listAudit({ limit: 1, offset: 0 })).entries[0]).toMatchObject({ subject: EDITOR.sub, name: EDITOR.name, action: 'sign-in' });
    }
  });

  it('keeps control and bidi characters of the provider’s name out of the session and the audit log (PostgreSQL stores no NUL)', async () => {
    const editor = { ...EDITOR, name: 'Erika\u0000 \u202EMustermann\u0007' };
    const setup = await buildWithProvider({ store: 'postgres', accounts: [editor] });
    const browser = new Browser();
    expect((await signInThroughProvider(browser, setup, editor)).status).toBe(200);
    expect(await (await browser.fetch(`${setup.base}/redaktion`)).text()).toContain('Angemeldet als <strong>Erika Mustermann</strong>');
    expect((await setup.app.feedbackStore.listAudit({ limit: 1, offset: 0 })).entries[0]).toMatchObject({ name: 'Erika Mustermann', action: 'sign-in' });
  });

  it('gives anyone else a German 403 page and nothing else', async () => {
    const setup = await buildWithProvider();
    const browser = new Browser();
    const answer = await signInThroughProvider(browser, setup, STRANGER);
    expect(answer.status).toBe(403);
    const html = await answer.text();
    expect(html).toContain('Kein Zugang zur Redaktion');
    expect(html).toContain('REDAKTION_FORBIDDEN');
    expect(html).not.toContain('Abmelden');
    expect(html).not.toContain('/redaktion/protokoll');
    expect(browser.cookies(setup.base).has('redaktion-sitzung')).toBe(false);
    expect((await browser.fetch(`${setup.base}/redaktion`)).status).toBe(303);
    expect((await setup.app.feedbackStore.listAudit({ limit: 10, offset: 0 })).total).toBe(0);
  });

  it('refuses a wrong state, a replayed code, a missing sign-in cookie, and ID tokens that are expired, for another nonce or signed by another key', async () => {
    const setup = await buildWithProvider();
    const refused = async (response: Response, why: string) => {
      expect(response.status, why).toBe(400);
      expect(await response.text(), why).toContain('REDAKTION_SIGN_IN_FAILED');
    };

    let browser = new Browser();
    const wrongState = new URL(await callbackUrl(browser, setup, EDITOR));
    wrongState.searchParams.set('state', 'A'.repeat(43));
    await refused(await browser.fetch(wrongState.href), 'wrong state');

    browser = new Browser();
    const url = await callbackUrl(browser, setup, EDITOR);
    const signInCookie = browser.cookies(setup.base).get('redaktion-anmeldung')!;
    expect((await browser.fetch(url)).status).toBe(200);
    await refused(await browser.fetch(url), 'replayed, sign-in cookie used up');
    browser.cookies(setup.base).set('redaktion-anmeldung', signInCookie);
    await refused(await browser.fetch(url), 'replayed code, provider refuses');

    await refused(await new Browser().fetch(await callbackUrl(new Browser(), setup, EDITOR)), 'no sign-in cookie (another browser)');

    for (const mode of ['expired', 'wrong-nonce', 'foreign-key'] as const) {
      setup.idp.tamper(mode);
      browser = new Browser();
      await refused(await signInThroughProvider(browser, setup, EDITOR), mode);
      expect(browser.cookies(setup.base).has('redaktion-sitzung'), mode).toBe(false);
    }
    setup.idp.tamper(undefined);
    expect((await signInThroughProvider(new Browser(), setup, EDITOR)).status).toBe(200);
  });

  it('accepts a sign-in state once: a kept copy of the sign-in cookie completes no second sign-in', async () => {
    const setup = await buildWithProvider();
    // Remembers where it went, so the test can ask the provider again with the same state.
    const visited: string[] = [];
    const browser = new (class extends Browser {
      override fetch(url: string, init?: RequestInit) {
        visited.push(url);
        return super.fetch(url, init);
      }
    })();
    const first = await callbackUrl(browser, setup, EDITOR);
    const kept = browser.cookies(setup.base).get('redaktion-anmeldung')!;
    expect((await browser.fetch(first)).status).toBe(200);
    const authorize = visited.find((url) => url.startsWith(setup.idp.issuer))!;
    // Signed in at the provider: it sends a new code for the same state and PKCE challenge at once.
    const second = (await browser.fetch(authorize)).headers.get('location')!;
    expect(new URL(second).searchParams.get('state')).toBe(new URL(first).searchParams.get('state'));
    expect(new URL(second).searchParams.get('code')).not.toBe(new URL(first).searchParams.get('code'));
    browser.cookies(setup.base).set('redaktion-anmeldung', kept);
    const again = await browser.fetch(second);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('REDAKTION_SIGN_IN_FAILED');
    const signIns = (await setup.app.feedbackStore.listAudit({ limit: 10, offset: 0 })).entries.filter((entry) => entry.action === 'sign-in');
    expect(signIns).toHaveLength(1);
  });

  it('limits sign-in callbacks per client: the eleventh in a minute gets a German 429 page', async () => {
    const setup = await buildWithProvider();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await fetch(`${setup.base}/api/redaktion/callback?code=x&state=y`)).status);
    expect(codes).toEqual([...Array.from({ length: 10 }, () => 400), 429]);
    const limited = await fetch(`${setup.base}/api/redaktion/callback?code=x&state=y`);
    expect(await limited.text()).toContain('Zu viele Versuche');
    setup.clock.advance(60_000);
    expect((await fetch(`${setup.base}/api/redaktion/callback?code=x&state=y`)).status).toBe(400);
  });

  it('says so when the provider cannot be reached, and starts anyway', async () => {
    const setup = await buildWithProvider();
    await setup.idp.close();
    const answer = await fetch(`${setup.base}/api/redaktion/login`, { redirect: 'manual' });
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('Anmeldung zurzeit nicht möglich');
  });

  it('logs no personal data: no name, subject, e-mail address, code, state or token', async () => {
    const logLines: string[] = [];
    const setup = await buildWithProvider({ logLines });
    const browser = new Browser();
    const url = new URL(await callbackUrl(browser, setup, EDITOR));
    expect((await browser.fetch(url.href)).status).toBe(200);
    await signInThroughProvider(new Browser(), setup, STRANGER);
    const session = browser.cookies(setup.base).get('redaktion-sitzung')!;
    const overview = await (await browser.fetch(`${setup.base}/redaktion`)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(overview)![1]!;

    const log = logLines.join('');
    expect(log).toContain('"url":"/api/redaktion/callback"'); // requests are logged, without their query
    expect(log).toContain('account not on the allow-list');
    for (const secret of [EDITOR.name, EDITOR.email, STRANGER.name, STRANGER.email, url.searchParams.get('code')!, url.searchParams.get('state')!, session, csrf]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/"sub"|4711|"815"/);
  });
});
