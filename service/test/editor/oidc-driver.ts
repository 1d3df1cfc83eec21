/**
 * Drives a sign-in through the real test provider over HTTP, as a browser would (cookie jar per
 * port, manual redirects): start at /api/redaktion/login, fill in the provider's login form,
 * follow the redirects back to the callback. The browser tests (e2e/redaktion.test.ts) do the
 * same in Chromium.
 */
import { onTestFinished } from 'vitest';
import { freePort } from '@servicestandard/testkit';
import { startOidcProvider, type TestAccount, type TestOidcProvider } from '@servicestandard/testkit/oidc-provider';
import { build, type BuildOptions, type Built } from '../helper.ts';
import { csrfFrom, type Editor } from './helper.ts';

export const EDITOR: TestAccount = { login: 'erika', password: 'richtig', sub: '4711', name: 'Erika Mustermann', email: 'erika@bmds.example', groups: ['bmds/servicestandard-redaktion'] };
export const STRANGER: TestAccount = { login: 'max', password: 'auch-richtig', sub: '815', name: 'Max Fremd', email: 'max@example.org', groups: ['andere/gruppe'] };

export interface OidcSetup extends Built {
  base: string;
  idp: TestOidcProvider;
}

/** A provider with EDITOR and STRANGER, and the service listening on 127.0.0.1 with sign-in through it. */
export async function buildWithProvider(options: BuildOptions & { allowed?: string; accounts?: TestAccount[] } = {}): Promise<OidcSetup> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const idp = await startOidcProvider({ redirectUris: [`${base}/api/redaktion/callback`], accounts: options.accounts ?? [EDITOR, STRANGER] });
  onTestFinished(() => idp.close());
  const built = await build({
    ...options,
    env: {
      FEEDBACK_PUBLIC_URL: base,
      REDAKTION_OIDC_ISSUER: idp.issuer,
      REDAKTION_OIDC_CLIENT_ID: idp.clientId,
      REDAKTION_OIDC_CLIENT_SECRET: idp.clientSecret,
      REDAKTION_ALLOWED: options.allowed ?? 'group:bmds/servicestandard-redaktion',
      ...options.env,
    },
  });
  await built.app.listen({ port, host: '127.0.0.1' });
  return { ...built, base, idp };
}

/** A browser's cookies, kept per host and port, and requests that do not follow redirects. */
export class Browser {
  readonly jar = new Map<string, Map<string, string>>();

  cookies(url: string): Map<string, string> {
    const host = new URL(url).host;
    let cookies = this.jar.get(host);
    if (!cookies) this.jar.set(host, (cookies = new Map()));
    return cookies;
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const cookies = this.cookies(url);
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      if (attributes.some((a) => /max-age=0/i.test(a.trim()))) cookies.delete(name);
      else cookies.set(name, pair!.slice(at + 1));
    }
    return response;
  }
}

/** The provider's redirect back to the service (the callback address with code and state), after signing in as `account`. */
export async function callbackUrl(browser: Browser, setup: OidcSetup, account: TestAccount): Promise<string> {
  const login = await browser.fetch(`${setup.base}/api/redaktion/login`);
  if (login.status !== 303) throw new Error(`login answered ${login.status}`);
  let response = await browser.fetch(login.headers.get('location')!);
  let location = new URL(response.headers.get('location')!, setup.idp.issuer).href;
  // Signed in at the provider already: straight back.
  if (location.startsWith(setup.base)) return location;
  response = await browser.fetch(`${location}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: account.login, password: account.password }).toString(),
  });
  location = new URL(response.headers.get('location')!, setup.idp.issuer).href;
  response = await browser.fetch(location);
  return response.headers.get('location')!;
}

/** Signs in as `account` and returns the callback's answer. */
export async function signInThroughProvider(browser: Browser, setup: OidcSetup, account: TestAccount): Promise<Response> {
  return browser.fetch(await callbackUrl(browser, setup, account));
}

/** A new browser signed in as EDITOR through the provider: its session cookie and CSRF token. */
export async function signInAsEditor(setup: OidcSetup, account: TestAccount = EDITOR): Promise<Editor & { browser: Browser }> {
  const browser = new Browser();
  const answer = await signInThroughProvider(browser, setup, account);
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  const token = browser.cookies(setup.base).get('redaktion-sitzung');
  if (!token) throw new Error('no session cookie after sign-in');
  const cookie = `redaktion-sitzung=${token}`;
  const overview = await setup.app.inject({ url: '/redaktion', headers: { cookie } });
  return { cookie, csrf: csrfFrom(overview.body), browser };
}
