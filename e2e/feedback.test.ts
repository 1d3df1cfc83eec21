/** The feedback form against the real bundled service (embedded SQLite), in Chromium. */
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBody, errorStatus, type ErrorCode } from '@servicestandard/feedback-api';
import { baseUrl, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

const PAGE = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';
const form = (page: Page) => page.locator('#feedback form');

/** The form works before hydration too (as a plain post); these tests are about the hydrated island. */
async function ready(page: Page) {
  await page.locator('#feedback').scrollIntoViewIfNeeded();
  await page.locator('#feedback astro-island:not([ssr]) form').waitFor();
}

describe('feedback form', () => {
  it('confirms what happened (stored, not published) and links to the status page, which shows the text without the e-mail', async () => {
    const { page, problems, close } = await openPage(`${PAGE}?quelle=test`);
    await ready(page);
    const posted: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback') && request.method() === 'POST') posted.push(request);
    });
    await page.getByLabel('Ihr Feedback').fill('Der Schritt zu Interviews könnte ein Beispiel vertragen.');
    await page.getByLabel('E-Mail für Rückfragen - Optional').fill('person@example.org');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    const status = page.locator('#feedback').getByRole('status');
    await status.waitFor();
    // The e2e server runs without GitLab: the feedback is stored, nothing claims it was published.
    expect(await status.textContent()).toContain('Vielen Dank für Ihr Feedback! Es ist bei uns angekommen und gespeichert.');
    expect(await status.textContent()).not.toContain('veröffentlicht');
    expect(await page.locator('#feedback form').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Vielen Dank');
    const body = posted[0]!.postDataJSON();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'challengeSolution', 'description', 'email', 'labels', 'pagePath', 'projectId']);
    expect(body).toMatchObject({ projectId: 4516, pagePath: `${PAGE}?quelle=test`, labels: [] });
    expect(body.challengeSolution).toMatch(/^\d+$/);
    const link = status.getByRole('link');
    await link.click();
    await page.waitForLoadState();
    const text = await page.locator('body').textContent();
    expect(text).toContain('Der Schritt zu Interviews könnte ein Beispiel vertragen.');
    expect(text).not.toContain('person@example.org');
    expect(problems).toEqual([]);
    await close();
  });

  it('sends nothing when the description is empty', async () => {
    const { page, close } = await openPage(PAGE);
    await ready(page);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests++;
    });
    await page.getByLabel('Ihr Feedback').fill('   ');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    // The submit handler returns before any fetch; two frames let React settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requests).toBe(0);
    expect(await form(page).count()).toBe(1);
    // The error shows at the field instead (keyboard version: e2e/feedback-forms.test.ts).
    expect(await page.locator('#feedback').getByRole('alert').textContent()).toContain('Bitte beschreiben Sie Ihr Anliegen.');
    await close();
  });

  it('shows "Ein Moment..." with the button disabled while sending', async () => {
    const { page, close } = await openPage(PAGE);
    await ready(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/feedback', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Ihr Feedback').fill('Bitte mehr Beispiele.');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    const button = page.getByRole('button', { name: 'Ein Moment...' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await form(page).getAttribute('aria-busy')).toBe('true');
    release();
    await page.locator('#feedback').getByRole('status').waitFor();
    await close();
  });

  it('announces a server error, focuses it, and clears it when typing', async () => {
    const { page, close } = await openPage(PAGE);
    await ready(page);
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL_ERROR","message":"x"}}' }));
    await page.getByLabel('Ihr Feedback').fill('Text');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    const alert = page.locator('#feedback').getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Es gab einen Fehler. Bitte versuchen Sie es nochmal.');
    expect(await alert.locator('svg').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await page.getByLabel('Ihr Feedback').press('x');
    expect(await page.locator('#feedback').getByRole('alert').count()).toBe(0);
    await close();
  });

  it('shows the error when the challenge cannot be fetched or solved', async () => {
    const { page, close } = await openPage(PAGE);
    await ready(page);
    await page.route('**/api/challenge', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByLabel('Ihr Feedback').fill('Text');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    await page.locator('#feedback').getByRole('alert').waitFor();
    await page.unroute('**/api/challenge');
    // A challenge no counter solves: "Failed to solve challenge" becomes the same message.
    await page.route('**/api/challenge', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ challenge: 'f'.repeat(64), salt: 'abc', difficulty: 50 }) }));
    await page.getByLabel('Ihr Feedback').fill('Text 2');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    const alert = page.locator('#feedback').getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Es gab einen Fehler. Bitte versuchen Sie es nochmal.');
    await close();
  });

  it('says "angekommen" and "in Kürze veröffentlicht" when the service queued the feedback for openCode', async () => {
    const { page, close } = await openPage(PAGE);
    await ready(page);
    await page.route('**/api/feedback', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, status: 'queued' } });
    });
    await page.getByLabel('Ihr Feedback').fill('Bitte ein Beispiel ergänzen.');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    const status = page.locator('#feedback').getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toContain('Es ist bei uns angekommen und wird in Kürze auf openCode veröffentlicht.');
    expect(await status.getByRole('link', { name: 'Stand Ihres Feedbacks ansehen' }).getAttribute('href')).toMatch(/\/api\/feedback\/[0-9a-f-]{36}$/);
    await close();
  });

  it("shows the service's own message when the same challenge is sent twice (409 from the real service)", async () => {
    const { page, close } = await openPage(PAGE);
    await ready(page);
    await page.route('**/api/feedback', async (route) => {
      await route.fetch(); // accepted: uses up the challenge
      await route.fulfill({ response: await route.fetch() }); // the replay the visitor sees
    });
    await page.getByLabel('Ihr Feedback').fill('Doppelt gesendet.');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    const alert = page.locator('#feedback').getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(errorBody('CHALLENGE_ALREADY_USED').error.message);
    await close();
  });

  it.each(['CHALLENGE_EXPIRED', 'RATE_LIMITED', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'] satisfies ErrorCode[])(
    "shows the service's German message for %s, not the generic error",
    async (code) => {
      const { page, close } = await openPage(PAGE);
      await ready(page);
      await page.route('**/api/feedback', (route) => route.fulfill({ status: errorStatus[code], json: errorBody(code) }));
      await page.getByLabel('Ihr Feedback').fill('Text');
      await page.getByRole('button', { name: 'Feedback absenden' }).click();
      const alert = page.locator('#feedback').getByRole('alert');
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe(errorBody(code).error.message);
      await close();
    },
  );

  it('shows the rate-limit message when the challenge itself is refused (429)', async () => {
    const { page, close } = await openPage(PAGE);
    await ready(page);
    await page.route('**/api/challenge', (route) => route.fulfill({ status: 429, json: errorBody('RATE_LIMITED') }));
    await page.getByLabel('Ihr Feedback').fill('Text');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    const alert = page.locator('#feedback').getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toContain('Zu viele Anfragen');
    await close();
  });

  it('explains a fixable validation problem in German', async () => {
    const { page, close } = await openPage(PAGE);
    await ready(page);
    await page.getByLabel('Ihr Feedback').fill('Text');
    await page.getByLabel('E-Mail für Rückfragen - Optional').fill('keine-adresse');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    const alert = page.locator('#feedback').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/E-Mail/);
    await close();
  });

  it('works with the keyboard alone, from the "Feedback geben" button', async () => {
    const { page, close } = await openPage(PAGE);
    await page.locator('.hero a[href="#feedback"]').focus();
    await page.keyboard.press('Enter');
    await ready(page);
    await page.locator('#feedback textarea').focus();
    await page.keyboard.type('Tastatur funktioniert.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('email');
    // The e-mail field's hint links the privacy statement.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mehr in der Datenschutzerklärung');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Feedback absenden');
    await page.keyboard.press('Enter');
    await page.locator('#feedback').getByRole('status').waitFor();
    await close();
  });

  it('sends barrier reports with their own label', async () => {
    const { page, close } = await openPage('/barriere-melden');
    await ready(page);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
    await page.getByLabel('Beschreibung der Barriere').fill('Der Kontrast im Footer ist zu schwach.');
    await page.getByRole('button', { name: 'Meldung absenden' }).click();
    expect((await request).postDataJSON().labels).toEqual(['barriere']);
    await page.locator('#feedback').getByRole('status').waitFor();
    await close();
  });

  it('keeps what was typed and pasted before the island hydrated (throttled network, island script held back), and sends it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const islandRequested = new Promise<void>((resolve) => (requested = resolve));
    const { page, problems, close } = await openPage(PAGE, {
      permissions: ['clipboard-read', 'clipboard-write'],
      // The island's own script waits until the visitor has typed: hydration comes late, as on a slow line.
      beforeLoad: (context) =>
        context.route(/\/_astro\/FeedbackForm\.[^/]*\.js$/, async (route) => {
          requested();
          await held;
          await route.continue();
        }),
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 20_000 });
    // Scrolled into view, the island starts to hydrate: its script is requested, and held.
    await page.locator('#feedback').scrollIntoViewIfNeeded();
    await islandRequested;
    expect(await page.locator('#feedback astro-island[ssr]').count()).toBe(1);
    const field = page.locator('#feedback textarea');
    await field.click();
    await page.keyboard.type('Getippt vor dem Laden. ');
    await page.evaluate(() => navigator.clipboard.writeText('Eingefügt vor dem Laden.'));
    await page.keyboard.press('Control+V');
    await page.locator('#feedback input[type="email"]').fill('frueh@example.org');
    const typed = 'Getippt vor dem Laden. Eingefügt vor dem Laden.';
    expect(await field.inputValue()).toBe(typed);
    // Still the served form: nothing has hydrated yet.
    expect(await page.locator('#feedback astro-island[ssr]').count()).toBe(1);
    release();
    await page.locator('#feedback astro-island:not([ssr]) form').waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // A frame for React to commit whatever it would do to the fields.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await field.inputValue()).toBe(typed);
    expect(await page.locator('#feedback input[type="email"]').inputValue()).toBe('frueh@example.org');
    const posted: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/feedback') && r.method() === 'POST') posted.push(r);
    });
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    // Sent and confirmed, or refused at the field as empty (what happened before: the form's state had missed the text).
    await page.locator('#feedback [role="status"], #feedback [role="alert"]').first().waitFor();
    expect(await page.locator('#feedback').getByRole('alert').count()).toBe(0);
    expect(posted.map((r) => r.postDataJSON())).toMatchObject([{ description: typed, email: 'frueh@example.org' }]);
    expect(problems).toEqual([]);
    await close();
  });

  it('without JavaScript shows how to reach the team', async () => {
    const { page, close } = await openPage(PAGE, { javaScriptEnabled: false });
    const section = page.locator('#feedback');
    expect(await section.textContent()).toContain('servicestandard@');
    expect(await section.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await close();
  });
});

describe('feedback service through the bundled server', () => {
  it('answers /api/health and rejects unknown pages', async () => {
    const health = await (await fetch(`${baseUrl()}/api/health`)).json();
    expect(health.status).toBe('ok');
    const challenge = await (await fetch(`${baseUrl()}/api/challenge`)).json();
    const response = await fetch(`${baseUrl()}/api/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectId: 4516, pagePath: '/gibt-es-nicht', labels: [], description: 'x', email: '', challenge: challenge.challenge, challengeSolution: '0' }),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe('INVALID_PAGE_PATH');
  });
});
