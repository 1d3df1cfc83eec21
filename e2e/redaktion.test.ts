/**
 * The editors' area (Redaktion) in Chromium against the production build, with a real OpenID
 * provider on 127.0.0.1 (oidc-provider, configured like GitLab: code flow, PKCE, RS256, a groups
 * claim) whose login page Chromium fills in. The editor on the allow-list gets in, another account
 * gets a 403 page; a wrong state, a replayed code, a wrong nonce, an expired ID token and one
 * signed by another key are refused; axe finds nothing on any editor page in light and dark at
 * 1280 and 375 px, and none scrolls sideways at 375 px; the confirmation after an action is in
 * view on a phone; the Seitenbewertungen
 * show table and chart in light and dark (and forced colours) and download as CSV; sign-out on one
 * of two instances sharing PostgreSQL ends the session on both.
 */
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from '@servicestandard/pow';
import { loadConfig } from '@servicestandard/service/app';
import { buildServer } from '@servicestandard/service/server';
import { createDatabase, freePort, startGitLabStandIn, startPostgres, type GitLabStandIn, type PostgresServer } from '@servicestandard/testkit';
import { startOidcProvider, type TestAccount, type TestOidcProvider } from '@servicestandard/testkit/oidc-provider';
import { axe, browser, closeBrowser, darkScheme } from './helpers.ts';

const SITE_ROOT = process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
const EDITOR: TestAccount = { login: 'erika', password: 'richtig-geheim', sub: '4711', name: 'Erika Mustermann', email: 'erika@bmds.example', groups: ['bmds/servicestandard-redaktion'] };
const STRANGER: TestAccount = { login: 'max', password: 'auch-geheim', sub: '815', name: 'Max Fremd', email: 'max@example.org', groups: ['andere/gruppe'] };
const GITLAB_TOKEN = 'glpat-e2e-redaktion-0123456789';

type Server = Awaited<ReturnType<typeof buildServer>>;

/** The bundled server (site and service) with sign-in through `idp`, listening on `port`. */
async function startServer(port: number, idp: TestOidcProvider, env: Record<string, string> = {}): Promise<Server> {
  const config = loadConfig({
    FEEDBACK_PUBLIC_URL: `http://127.0.0.1:${port}`,
    FEEDBACK_DB_PATH: ':memory:',
    FEEDBACK_SECRET: 'e2e-redaktion-secret-e2e-redaktion-secret',
    FEEDBACK_RATE_LIMIT_FEEDBACK: '1000',
    FEEDBACK_RATE_LIMIT_CHALLENGE: '1000',
    FEEDBACK_RATE_LIMIT_HELPFUL: '1000',
    REDAKTION_OIDC_ISSUER: idp.issuer,
    REDAKTION_OIDC_CLIENT_ID: idp.clientId,
    REDAKTION_OIDC_CLIENT_SECRET: idp.clientSecret,
    REDAKTION_ALLOWED: 'group:bmds/servicestandard-redaktion',
    REDAKTION_RATE_LIMIT_SIGN_IN: '1000',
    ...env,
  });
  const app = await buildServer({ siteRoot: SITE_ROOT, config });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/** Feedback through the real API, as the form sends it. */
async function sendFeedback(base: string, fields: Record<string, unknown>): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/challenge`)).json()) as Challenge;
  const answer = await fetch(`${base}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projectId: 4516, pagePath: '/ueber', labels: [], email: '', challenge: challenge.challenge, challengeSolution: await solveChallenge(challenge), ...fields }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { statusUrl: string }).statusUrl.split('/').pop()!;
}

/** Answers to "War diese Seite hilfreich?" through the real API, as the page's script sends them. */
async function answerHelpful(base: string, pagePath: string, answer: 'ja' | 'nein', times: number) {
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${base}/api/helpful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pagePath, answer }) });
    expect(response.status).toBe(201);
  }
}

async function newContext(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await browser()).newContext({ locale: 'de-DE', ...options });
  return { context, page: await context.newPage() };
}

/** From the sign-in page through the provider's login form; resolves when the callback has answered. */
async function signIn(page: Page, base: string, account: TestAccount, atLoginForm?: () => Promise<void>) {
  await page.goto(`${base}/redaktion/anmelden`);
  const callback = page.waitForResponse((response) => response.url().startsWith(`${base}/api/redaktion/callback`));
  await page.getByRole('link', { name: 'Mit openCode anmelden' }).click();
  await page.getByLabel('Benutzername').waitFor();
  await atLoginForm?.();
  await page.getByLabel('Benutzername').fill(account.login);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  return callback;
}

/**
 * Lets the provider's answer to the login form be changed before the browser follows it: the
 * redirects after the form are followed inside this browser context (same cookies) up to the
 * callback address, which `change` may alter; the browser then goes there. (A route does not see
 * requests that are the target of a redirect, so the callback itself cannot be intercepted.)
 */
async function changeCallback(page: Page, issuer: string, base: string, change: (url: URL) => void) {
  await page.route(
    (url) => url.href.startsWith(issuer) && url.pathname.endsWith('/login'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      let answer = await route.fetch({ maxRedirects: 0 });
      let location = new URL(answer.headers()['location']!, issuer).href;
      while (!location.startsWith(base)) {
        answer = await page.request.get(location, { maxRedirects: 0 });
        location = new URL(answer.headers()['location']!, location).href;
      }
      const url = new URL(location);
      change(url);
      await route.fulfill({ status: 303, headers: { location: url.href } });
    },
  );
}

/** Signs in as the editor and waits for the overview. */
async function signInAsEditor(page: Page, base: string) {
  const callback = await signIn(page, base, EDITOR);
  expect(callback.status()).toBe(200);
  await page.waitForURL(`${base}/redaktion`);
  await page.getByRole('heading', { level: 1, name: 'Rückmeldungen' }).waitFor();
}

const heading = (page: Page) => page.locator('h1').textContent();

afterAll(closeBrowser);

describe('Redaktion: sign-in with a real OpenID provider', () => {
  let idp: TestOidcProvider;
  let gitlab: GitLabStandIn;
  let server: Server;
  let base: string;
  const ids = { published: '', failed: '', erase: '', contact: '', erased: false };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    idp = await startOidcProvider({ redirectUris: [`${base}/api/redaktion/callback`], accounts: [EDITOR, STRANGER] });
    gitlab = await startGitLabStandIn({ token: GITLAB_TOKEN });
    server = await startServer(port, idp, { FEEDBACK_GITLAB_API_URL: gitlab.apiUrl, FEEDBACK_GITLAB_TOKEN: GITLAB_TOKEN });
    // A published feedback, a failed barrier report with an e-mail address, one to erase.
    ids.published = await sendFeedback(base, { pagePath: '/glossar', description: 'Der Begriff Nutzendenreise fehlt im Glossar.' });
    gitlab.failNext({ kind: 'error', status: 422 });
    ids.failed = await sendFeedback(base, { pagePath: '/barriere-melden', labels: ['barriere'], email: 'anna@example.org', description: 'Der Kontrast der Links ist zu gering.\n\nIch nutze eine Bildschirmlupe.' });
    ids.erase = await sendFeedback(base, { email: 'ben@example.org', description: 'Bitte später löschen.' });
    ids.contact = await sendFeedback(base, { pagePath: '/glossar', email: 'clara@example.org', description: 'Bitte melden Sie sich bei mir.' });
    await answerHelpful(base, '/glossar', 'ja', 7);
    await answerHelpful(base, '/glossar', 'nein', 2);
    await answerHelpful(base, '/ueber', 'nein', 1);
    // The outbox publishes at once; wait until the first two have their final state.
    for (const [id, text] of [[ids.published, ''], [ids.failed, 'nicht automatisch']] as const) {
      for (let i = 0; i < 100; i++) {
        const answer = await fetch(`${base}/api/feedback/${id}`, { redirect: 'manual' });
        if (text ? (await answer.text()).includes(text) : answer.status === 303) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
    await gitlab?.close();
  });

  it('lets the editor on the allow-list in through the provider’s login page', async () => {
    const { context, page } = await newContext();
    await signInAsEditor(page, base);
    expect(await page.locator('.redaktion-nav').textContent()).toContain('Angemeldet als Erika Mustermann');
    const cookie = (await context.cookies(base)).find((c) => c.name === 'redaktion-sitzung');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect((await context.cookies(base)).some((c) => c.name === 'redaktion-anmeldung')).toBe(false);
    await context.close();
  });

  it('gives another account a German 403 page and nothing else', async () => {
    const { context, page } = await newContext();
    const callback = await signIn(page, base, STRANGER);
    expect(callback.status()).toBe(403);
    expect(await heading(page)).toBe('Kein Zugang zur Redaktion');
    expect(await page.locator('.redaktion-nav').count()).toBe(0);
    expect((await context.cookies(base)).some((c) => c.name === 'redaktion-sitzung')).toBe(false);
    await page.goto(`${base}/redaktion`);
    expect(page.url()).toBe(`${base}/redaktion/anmelden`);
    await context.close();
  });

  it('refuses a callback with a wrong state', async () => {
    const { context, page } = await newContext();
    await changeCallback(page, idp.issuer, base, (url) => url.searchParams.set('state', 'X'.repeat(43)));
    const callback = await signIn(page, base, EDITOR);
    expect(new URL(callback.url()).searchParams.get('code')).toBeTruthy();
    expect(callback.status()).toBe(400);
    expect(await heading(page)).toBe('Anmeldung fehlgeschlagen');
    expect((await context.cookies(base)).some((c) => c.name === 'redaktion-sitzung')).toBe(false);
    await context.close();
  });

  it('refuses a replayed code, also in another browser that copied the sign-in cookie', async () => {
    const { context, page } = await newContext();
    let signInCookie = '';
    const callback = await signIn(page, base, EDITOR, async () => {
      signInCookie = (await context.cookies(base)).find((c) => c.name === 'redaktion-anmeldung')?.value ?? '';
    });
    expect(callback.status()).toBe(200);
    const used = callback.url();
    expect(signInCookie).not.toBe('');
    // The page after sign-in forwards to the overview at once; replaying before it has would race with that forward.
    await page.waitForURL(`${base}/redaktion`);

    const replay = await page.goto(used);
    expect(replay?.status()).toBe(400);
    expect(await heading(page)).toBe('Anmeldung fehlgeschlagen');

    // With the sign-in cookie copied along, the provider itself refuses the used code.
    const other = await newContext();
    await other.context.addCookies([{ name: 'redaktion-anmeldung', value: signInCookie, url: base }]);
    const stolen = await other.page.goto(used);
    expect(stolen?.status()).toBe(400);
    expect(await heading(other.page)).toBe('Anmeldung fehlgeschlagen');
    expect((await other.context.cookies(base)).some((c) => c.name === 'redaktion-sitzung')).toBe(false);
    await other.context.close();
    await context.close();
  });

  it.each([
    { mode: 'wrong-nonce', what: 'an ID token for another nonce' },
    { mode: 'expired', what: 'an expired ID token' },
    { mode: 'foreign-key', what: 'an ID token signed by a key not in the provider’s key set' },
  ] as const)('refuses $what', async ({ mode }) => {
    const { context, page } = await newContext();
    idp.tamper(mode);
    try {
      const callback = await signIn(page, base, EDITOR);
      expect(callback.status()).toBe(400);
      expect(await heading(page)).toBe('Anmeldung fehlgeschlagen');
      expect((await context.cookies(base)).some((c) => c.name === 'redaktion-sitzung')).toBe(false);
    } finally {
      idp.tamper(undefined);
      await context.close();
    }
  });

  it('works by keyboard alone: marking a sender as contacted', async () => {
    const { context, page } = await newContext();
    await signInAsEditor(page, base);
    await page.goto(`${base}/redaktion/feedback/${ids.failed}`);
    const button = page.getByRole('button', { name: 'Als kontaktiert markieren' });
    for (let i = 0; i < 60 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    // The focus is visible: an outline is drawn.
    expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.getByText('Die Rückmeldung ist als kontaktiert markiert.').waitFor();
    await context.close();
  });

  /** Every editor page (signed in, signed out, refused) with the heading it must show ('' = any). */
  async function editorPages(): Promise<{ pages: [Page, string, string][]; close: () => Promise<void> }> {
    const editor = await newContext();
    await signInAsEditor(editor.page, base);
    // Erase one feedback once, so the confirmation can be shown.
    if (!ids.erased) {
      await editor.page.goto(`${base}/redaktion/feedback/${ids.erase}/loeschen`);
      await editor.page.getByRole('button', { name: 'Endgültig löschen' }).click();
      await editor.page.getByText('Gelöscht: Die E-Mail-Adresse und die Beschreibung').waitFor();
      ids.erased = true;
    }
    const anonymous = await newContext();
    const signedIn: [string, string][] = [
      ['/redaktion', 'Rückmeldungen'],
      ['/redaktion?status=failed&seite=%2Fbarriere-melden', 'Rückmeldungen'],
      ['/redaktion?status=sending', 'Rückmeldungen'],
      [`/redaktion/feedback/${ids.failed}`, ''],
      [`/redaktion/feedback/${ids.published}`, ''],
      [`/redaktion/feedback/${ids.failed}/loeschen`, 'Personenbezogene Daten löschen'],
      [`/redaktion/feedback/${ids.erase}?erledigt=erased`, ''],
      ['/redaktion/feedback/00000000-0000-4000-8000-000000000000', 'Rückmeldung nicht gefunden'],
      ['/redaktion?status=unbekannt', 'Ungültige Eingabe'],
      ['/redaktion/protokoll', 'Protokoll'],
      ['/redaktion/nachrichten', 'Nachrichten'],
      ['/redaktion/hilfreich', 'Seitenbewertungen'],
      ['/redaktion/hilfreich?seite=%2Fglossar', 'Seitenbewertungen'],
      ['/redaktion/hilfreich?seite=%2Fkriterien', 'Seitenbewertungen'],
    ];
    const signedOut: [string, string][] = [
      ['/redaktion/anmelden', 'Anmeldung für die Redaktion'],
      ['/redaktion/anmelden?hinweis=abgelaufen', 'Anmeldung für die Redaktion'],
      ['/redaktion/anmelden?hinweis=abgemeldet', 'Anmeldung für die Redaktion'],
      ['/api/redaktion/callback?code=x&state=y', 'Anmeldung fehlgeschlagen'],
    ];
    return {
      pages: [
        ...signedIn.map(([path, title]): [Page, string, string] => [editor.page, path, title]),
        ...signedOut.map(([path, title]): [Page, string, string] => [anonymous.page, path, title]),
      ],
      close: async () => {
        await editor.context.close();
        await anonymous.context.close();
      },
    };
  }

  /**
   * axe on the page as shown, in light and then in dark (the system setting, switched in place:
   * the site follows it by media queries), each scheme checked to be really shown; at 375 px also
   * whether the page scrolls sideways.
   */
  async function checkSchemes(tab: Page, name: string, width: number, failures: string[]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await tab.emulateMedia({ colorScheme });
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if ((await darkScheme(tab)) !== (colorScheme === 'dark')) failures.push(`${name}: ${colorScheme} nicht angezeigt`);
      failures.push(...(await axe(tab)).map((violation) => `${name} (${colorScheme}): ${violation}`));
    }
    await tab.emulateMedia({ colorScheme: 'light' });
    if (width <= 375) {
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) failures.push(`${name}: ${overflow}px zu breit bei ${width}px`);
    }
  }

  it('has no axe violations on any editor page at 1280 and 375 px in light and dark, the 403 page included; at 375 px none scrolls sideways', { timeout: 300_000 }, async () => {
    const { pages, close } = await editorPages();
    const failures: string[] = [];
    // Each page is loaded once and checked at both widths, switching the viewport in place.
    const checkWidths = async (tab: Page, name: string) => {
      for (const width of [1280, 375]) {
        await tab.setViewportSize({ width, height: 900 });
        await checkSchemes(tab, name, width, failures);
      }
    };
    for (const [tab, path, title] of pages) {
      await tab.setViewportSize({ width: 1280, height: 900 });
      await tab.goto(base + path);
      if (title) expect(await heading(tab), path).toBe(title);
      await checkWidths(tab, path);
    }
    const stranger = await newContext();
    await signIn(stranger.page, base, STRANGER);
    expect(await heading(stranger.page)).toBe('Kein Zugang zur Redaktion');
    await checkWidths(stranger.page, '403');
    expect(failures).toEqual([]);
    await stranger.context.close();
    await close();
  });

  it('marks "Endgültig löschen" as destructive: the danger colour, not the colour of other buttons, a visible focus, and a border with forced colours', { timeout: 60_000 }, async () => {
    const { context, page } = await newContext();
    await signInAsEditor(page, base);
    await page.goto(`${base}/redaktion/feedback/${ids.published}/loeschen`);
    const erase = page.getByRole('button', { name: 'Endgültig löschen' });
    const look = (name: string) =>
      page.getByRole('button', { name }).evaluate((el) => [getComputedStyle(el).borderTopColor, getComputedStyle(el.querySelector('.kern-label')!).color]);
    const [border, label] = await look('Endgültig löschen');
    const [otherBorder, otherLabel] = await look('Abmelden');
    expect(border).toBe(label);
    expect(border).not.toBe(otherBorder);
    expect(label).not.toBe(otherLabel);
    // What goes is on the page: the description of this feedback.
    await page.getByText('Der Begriff Nutzendenreise fehlt im Glossar.').waitFor();
    for (let i = 0; i < 60 && !(await erase.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await erase.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await erase.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    await context.close();
  });

  it('shows the confirmation in view on a phone after "Als kontaktiert markieren", by keyboard alone', { timeout: 60_000 }, async () => {
    const { context, page } = await newContext({ viewport: { width: 375, height: 667 } });
    await signInAsEditor(page, base);
    await page.goto(`${base}/redaktion/feedback/${ids.contact}`);
    const button = page.getByRole('button', { name: 'Als kontaktiert markieren' });
    for (let i = 0; i < 60 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/redaktion/feedback/${ids.contact}?erledigt=contacted#bestaetigung`);
    const alert = page.locator('#bestaetigung');
    await alert.getByText('Die Rückmeldung ist als kontaktiert markiert.').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The whole alert is inside the viewport: top and bottom between 0 and the view's height.
    const box = await alert.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
    });
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the Seitenbewertungen as table and chart without a CSP violation, axe finds nothing in light and dark, and the CSV downloads', { timeout: 120_000 }, async () => {
    const fills: Record<string, string[]> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await newContext({ colorScheme });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await signInAsEditor(page, base);
      // From the overview through the editors' navigation.
      await page.locator('.redaktion-nav').getByRole('link', { name: 'Seitenbewertungen' }).click();
      await page.waitForURL(`${base}/redaktion/hilfreich`);
      expect(await heading(page)).toBe('Seitenbewertungen');
      const table = page.getByRole('table', { name: 'Antworten je Seite und Woche, neueste Woche zuerst' });
      const cells = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent.replace(/\s+/g, ' ').trim())));
      expect(cells).toHaveLength(2);
      expect(cells[0]).toEqual(['/glossar', expect.stringMatching(/^\d{4}-W\d{2} /), '7', '2', '78 %']);
      expect(cells[1]).toEqual(['/ueber', expect.stringMatching(/^\d{4}-W\d{2} /), '0', '1', '0 %']);
      // The chart is an image named by its caption, which states the numbers.
      const chart = page.getByRole('img', { name: /^Antworten je Woche, alle Seiten zusammen, eine Woche/ });
      await chart.waitFor();
      expect(await chart.getAttribute('aria-labelledby')).toBe('diagramm-titel');
      expect(await page.locator('#diagramm-titel').textContent()).toMatch(/\d{4}-W\d{2}: 7 Ja, 3 Nein\.$/);
      // Its bars are painted in the scheme's colours, its text in the page's text colour.
      const paint = await page.evaluate(() => {
        const fill = (selector: string) => getComputedStyle(document.querySelector(selector)!).fill;
        return [fill('.hilfreich-chart rect.hilfreich-chart__ja'), fill('.hilfreich-chart rect.hilfreich-chart__nein'), fill('.hilfreich-chart__text'), getComputedStyle(document.body).color];
      });
      expect(paint[0]).not.toBe(paint[1]);
      expect(paint[2]).toBe(paint[3]);
      fills[colorScheme] = paint;
      expect(await axe(page), colorScheme).toEqual([]);

      // The filter by page, by keyboard: choose and confirm.
      await page.getByLabel('Seite', { exact: true }).selectOption('/ueber');
      await page.getByRole('button', { name: 'Anzeigen' }).press('Enter');
      await page.waitForURL(`${base}/redaktion/hilfreich?seite=%2Fueber`);
      expect(await table.locator('tbody tr').count()).toBe(1);
      await page.getByRole('img', { name: /^Antworten je Woche, Seite \/ueber/ }).waitFor();
      expect(await axe(page), `${colorScheme}, gefiltert`).toEqual([]);

      if (colorScheme === 'light') {
        // With forced colours, Ja and Nein stay apart: filled and outlined in the system's colours.
        await page.emulateMedia({ forcedColors: 'active' });
        const forced = await page.evaluate(() =>
          ['ja', 'nein'].map((kind) => {
            const style = getComputedStyle(document.querySelector(`.hilfreich-legende rect.hilfreich-chart__${kind}`)!);
            return `${style.fill} ${style.stroke}`;
          }),
        );
        expect(forced[0]).not.toBe(forced[1]);
        await page.emulateMedia({ forcedColors: 'none' });

        // The download: the whole table as CSV, and the audit log shows who took it.
        await page.goto(`${base}/redaktion/hilfreich`);
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: 'Seitenbewertungen als CSV herunterladen' }).click();
        const file = await (await download).path();
        expect((await download).suggestedFilename()).toMatch(/^seitenbewertungen-\d{4}-\d{2}-\d{2}\.csv$/);
        const bytes = await readFile(file);
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const lines = bytes.toString('utf8').slice(1).split('\r\n');
        expect(lines[0]).toBe('seite;woche;ja;nein');
        expect(lines[1]).toMatch(/^\/glossar;\d{4}-W\d{2};7;2$/);
        expect(lines[2]).toMatch(/^\/ueber;\d{4}-W\d{2};0;1$/);
        expect(lines[3]).toBe('');
        await page.goto(`${base}/redaktion/protokoll`);
        await page.getByRole('cell', { name: 'Seitenbewertungen als CSV heruntergeladen' }).first().waitFor();
      }
      expect(violations).toEqual([]);
      await context.close();
    }
    // The chart follows the scheme: other colours in dark.
    expect(fills['dark']![0]).not.toBe(fills['light']![0]);
    expect(fills['dark']![2]).not.toBe(fills['light']![2]);
  });

  it('reflows at 320 px: no editor page scrolls sideways (wide tables scroll in their own region)', { timeout: 120_000 }, async () => {
    const { pages, close } = await editorPages();
    const failures: string[] = [];
    for (const [tab, path] of pages) {
      await tab.setViewportSize({ width: 320, height: 640 });
      await tab.goto(base + path);
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) failures.push(`${path}: ${overflow}px zu breit`);
    }
    expect(failures).toEqual([]);
    await close();
  });
});

describe('Redaktion: two instances on one PostgreSQL database', () => {
  let postgres: PostgresServer;
  let idp: TestOidcProvider;
  const servers: Server[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await idp?.close();
    await postgres?.destroy();
  });

  it('sign-out on one instance ends the session on the other', async () => {
    postgres = await startPostgres();
    const databaseUrl = await createDatabase(postgres.url);
    const [portA, portB] = [await freePort(), await freePort()];
    const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    idp = await startOidcProvider({ redirectUris: [`${a}/api/redaktion/callback`], accounts: [EDITOR] });
    // Several instances need SMTP; this test sends no e-mail, so nothing connects to it.
    const mail = { MAIL_SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'servicestandard@example.de' };
    const env = { FEEDBACK_DATABASE_URL: databaseUrl, FEEDBACK_INSTANCES: '2', FEEDBACK_TRUST_PROXY: '127.0.0.1', FEEDBACK_PUBLIC_URL: a, ...mail };
    servers.push(await startServer(portA, idp, env), await startServer(portB, idp, env));

    const { context, page } = await newContext();
    await signInAsEditor(page, a);
    // The browser sends the cookie of 127.0.0.1 to both ports, as to two instances behind one address.
    const session = (await context.cookies(a)).find((c) => c.name === 'redaktion-sitzung')!;
    await page.goto(`${b}/redaktion`);
    expect(page.url()).toBe(`${b}/redaktion`);
    expect(await page.locator('.redaktion-nav').textContent()).toContain('Angemeldet als Erika Mustermann');

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByText('Sie sind abgemeldet.').waitFor();
    // Even with the old cookie put back, instance A refuses: the session is gone from the shared store.
    await context.addCookies([{ name: session.name, value: session.value, url: a }]);
    await page.goto(`${a}/redaktion`);
    expect(page.url()).toBe(`${a}/redaktion/anmelden?hinweis=abgelaufen`);
    await context.close();
  });
});
