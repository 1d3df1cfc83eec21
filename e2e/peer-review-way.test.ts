/**
 * The whole way of a peer review (issue 34), twice in Chromium: once with JavaScript and once
 * without it. A team requests a review with its Selbstcheck attached; an editor, signed in through
 * a real OpenID provider, plans it and assigns two reviewers who are let in by their group claim;
 * both reviewers assess requirements in the shared draft; the team reads the draft on its status
 * page and agrees to publication; the merge request with the report arrives at the GitLab
 * stand-in (with JavaScript openCode refuses the first commit and the Redaktion's "Erneut
 * versuchen" sends it). A reviewer assigned by mistake is removed again. Then the site is built again with the files of both merge requests, as openCode's
 * pipeline would after the merge, and each report is in the register /pruefberichte (and its
 * filters), on its own page, found by the search, in the feed and in the open data. Every e-mail
 * to the team arrived at a real SMTP server on 127.0.0.1.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@servicestandard/service/app';
import { buildServer } from '@servicestandard/service/server';
import { precompressSite } from '@servicestandard/site-files';
import { freePort, startGitLabStandIn, type GitLabStandIn } from '@servicestandard/testkit';
import { startOidcProvider, type TestAccount, type TestOidcProvider } from '@servicestandard/testkit/oidc-provider';
import { selbstcheckExport } from '@servicestandard/testkit/selbstcheck';
import { startSmtp, type TestSmtp } from '@servicestandard/testkit/smtp';
import { simpleParser } from 'mailparser';
import { reportSchema, type Report } from '@servicestandard/pruefbericht';
import { activeIs, axeAsServed, browser, closeBrowser, copyProject, runScript, tabTo } from './helpers.ts';
import { checkPublishedReport } from './helpers-pruefberichte.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SITE_ROOT = process.env['SITE_OUT_DIR'] ?? join(ROOT, 'site/dist');
const GITLAB_TOKEN = 'glpat-e2e-peer-review-0123456789';
const CONTENT_PROJECT = 4517;
const REVIEWER_GROUP = 'bmds/servicestandard-peer-review';
const EDITOR: TestAccount = { login: 'erika', password: 'richtig-geheim', sub: '4711', name: 'Erika Mustermann', email: 'erika@bmds.example', groups: ['bmds/servicestandard-redaktion'] };
const REVIEWERS: TestAccount[] = [
  { login: 'paula', password: 'pruefen-geheim', sub: '5101', name: 'Paula Prüfer', email: 'paula@land.example', groups: [REVIEWER_GROUP] },
  { login: 'kemal', password: 'pruefen-auch', sub: '5102', name: 'Kemal Gutachter', email: 'kemal@kommune.example', groups: [REVIEWER_GROUP, 'kommune/digital'] },
];
/** A form token is accepted from 3 s after the page was served. */
const FORM_TOKEN_WAIT_MS = 3_200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STATUS = /\/api\/peer-review\/status\/[A-Za-z0-9_-]{22}$/;

type Server = Awaited<ReturnType<typeof buildServer>>;

let dir: string;
let smtp: TestSmtp;
let idp: TestOidcProvider;
let gitlab: GitLabStandIn;
let server: Server;
let base: string;

beforeAll(async () => {
  await mkdir(join(ROOT, 'tmp'), { recursive: true });
  dir = await mkdtemp(join(ROOT, 'tmp', 'peer-review-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  smtp = await startSmtp();
  idp = await startOidcProvider({ redirectUris: [`${base}/api/redaktion/callback`], accounts: [EDITOR, ...REVIEWERS] });
  gitlab = await startGitLabStandIn({ token: GITLAB_TOKEN, projectIds: [4516, CONTENT_PROJECT] });
  const config = loadConfig({
    FEEDBACK_PUBLIC_URL: base,
    FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite'),
    FEEDBACK_SECRET: 'e2e-peer-review-secret-e2e-peer-review',
    FEEDBACK_RATE_LIMIT_FEEDBACK: '1000',
    FEEDBACK_RATE_LIMIT_CHALLENGE: '1000',
    FEEDBACK_GITLAB_API_URL: gitlab.apiUrl,
    FEEDBACK_GITLAB_TOKEN: GITLAB_TOKEN,
    GITLAB_CONTENT_PROJECT_ID: String(CONTENT_PROJECT),
    REDAKTION_OIDC_ISSUER: idp.issuer,
    REDAKTION_OIDC_CLIENT_ID: idp.clientId,
    REDAKTION_OIDC_CLIENT_SECRET: idp.clientSecret,
    REDAKTION_ALLOWED: 'group:bmds/servicestandard-redaktion',
    REDAKTION_REVIEWERS: `group:${REVIEWER_GROUP}`,
    REDAKTION_RATE_LIMIT_SIGN_IN: '1000',
    MAIL_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Servicestandard <servicestandard@bmds.example>',
    MAIL_DIR: join(dir, 'mail'),
  });
  server = await buildServer({ siteRoot: SITE_ROOT, config });
  await server.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await closeBrowser();
  await server?.close();
  await idp?.close();
  await gitlab?.close();
  await smtp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * Builds the site again as openCode's pipeline would after the merge requests were merged: the
 * files they add in a folder of reports, then astro build, the reports' PDFs and the search data,
 * as npm run build does. Serves the result and resolves with its address.
 */
async function buildWithReports(files: ReadonlyMap<string, string>): Promise<{ url: string; close: () => Promise<unknown> }> {
  const reports = join(dir, 'pruefberichte');
  await mkdir(reports, { recursive: true });
  for (const [name, content] of files) await writeFile(join(reports, name), content);
  const copy = await copyProject(join(dir, 'projekt'));
  const out = join(dir, 'dist');
  const env = { ASTRO_TELEMETRY_DISABLED: '1', SITE_OUT_DIR: out, SITE_CACHE_DIR: join(dir, 'cache'), SITE_PRUEFBERICHTE_DIR: reports };
  await runScript([join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', 'site'], copy, env);
  await runScript([join(ROOT, 'scripts/build-report-pdfs.ts'), out], ROOT, env);
  await runScript([join(ROOT, 'scripts/build-search-index.ts'), out], ROOT, {});
  await precompressSite(out);
  const port = await freePort();
  const config = loadConfig({ FEEDBACK_PUBLIC_URL: `http://127.0.0.1:${port}`, FEEDBACK_DB_PATH: join(dir, 'nach-dem-merge.sqlite'), FEEDBACK_SECRET: 'e2e-peer-review-after-merge-secret-xx' });
  const app = await buildServer({ siteRoot: out, config });
  return { url: await app.listen({ port, host: '127.0.0.1' }), close: () => app.close() };
}

interface Team {
  service: string;
  authority: string;
  level: 'bund' | 'land' | 'kommune';
  phase: 'verstehen' | 'entwickeln' | 'betreiben' | 'weiterentwickeln';
  contactName: string;
  email: string;
  /** The team withholds the service's name in the published report. */
  withholdName: boolean;
}

const TEAMS: Record<'js' | 'noJs', Team> = {
  js: { service: 'Wohngeld digital', authority: 'Stadt Beispielstadt', level: 'kommune', phase: 'entwickeln', contactName: 'Anna Beispiel', email: 'anna@stadt.example', withholdName: false },
  noJs: { service: 'Meldebescheinigung online', authority: 'Land Beispiel', level: 'land', phase: 'betreiben', contactName: 'Ben Muster', email: 'ben@land.example', withholdName: true },
};

/** The team's Selbstcheck as its export file: two answers to questions of criterion 6 and 1, each with its requirement's ID. */
function selbstcheck(team: Team): string {
  return JSON.stringify(
    selbstcheckExport({
      id: 'e2e-weg',
      service: team.service,
      checkDate: '2026-11-20',
      criteria: {
        '6': { answers: { 'k6-e2e': { value: 'teilweise', question: 'Ist die Erklärung zur Barrierefreiheit veröffentlicht?', anforderung: '6.1' } }, notes: '', evidence: '', removed: [] },
        '1': { answers: { 'k1-e2e': { value: 'ja', question: 'Kennen Sie die Nutzenden des Service?', anforderung: '1.1' } }, notes: '', evidence: '', removed: [] },
      },
    }),
  );
}

/** Fills a field: with the keyboard alone in the run with JavaScript, by filling it in the other. */
async function enter(page: Page, keys: boolean, selector: string, text: string): Promise<void> {
  if (!keys) return page.fill(selector, text);
  await tabTo(page, selector, 400);
  await page.keyboard.type(text);
}

/** Sends the form of the focused or given button: Enter on it with the keyboard, a click otherwise; resolves when the next page has loaded. */
async function submit(page: Page, keys: boolean, button: string): Promise<void> {
  const loaded = page.waitForNavigation({ waitUntil: 'load' });
  if (keys) {
    await tabTo(page, button, 400);
    await page.keyboard.press('Enter');
  } else await page.click(button);
  await loaded;
}

async function newContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  return (await browser()).newContext({ locale: 'de-DE', javaScriptEnabled });
}

/** From the sign-in page through the provider's login form; resolves on the page the sign-in leads to. */
async function signIn(page: Page, account: TestAccount, landing: string): Promise<void> {
  await page.goto(`${base}/redaktion/anmelden`);
  await page.getByRole('link', { name: 'Mit openCode anmelden' }).click();
  await page.getByLabel('Benutzername').fill(account.login);
  await page.getByLabel('Passwort').fill(account.password);
  await Promise.all([page.waitForURL(`${base}${landing}`), page.getByRole('button', { name: 'Anmelden' }).click()]);
}

/** Besides axe: at 375 px and at 320 px (reflow, WCAG 1.4.10) nothing scrolls sideways. */
async function noSidewaysScroll(page: Page, width: number): Promise<string[]> {
  if (width !== 375) return [];
  const found: string[] = [];
  for (const narrow of [375, 320]) {
    await page.setViewportSize({ width: narrow, height: 800 });
    if (await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)) found.push(`${narrow} px: scrolls sideways`);
  }
  await page.setViewportSize({ width, height: 800 });
  return found;
}

/** axe in light and dark at 1280 and 375 px on a page of the Redaktion as this session sees it; never cached, never indexed. */
async function axeSignedIn(context: BrowserContext, path: string): Promise<string[]> {
  const answer = await context.request.get(base + path);
  expect(answer.status(), path).toBe(200);
  expect(answer.headers()['cache-control'], path).toContain('no-store');
  expect(answer.headers()['x-robots-tag'], path).toContain('noindex');
  return (await axeAsServed(base + path, { status: 200, body: await answer.text() }, noSidewaysScroll)).map((finding) => `${path}: ${finding}`);
}

/** The address of the first link on the page whose accessible name contains `text`. */
async function linkTo(page: Page, text: string): Promise<string> {
  const href = await page.getByRole('link', { name: text }).first().getAttribute('href');
  expect(href, text).toBeTruthy();
  return href!;
}

interface WayResult {
  statusUrl: string;
  requestPath: string;
  report: Report;
  file: { name: string; content: string };
}

/**
 * One whole way for `team`: with JavaScript the Redaktion's, the reviewers' and the team's forms
 * are used with the keyboard alone; without it, filled and sent as a browser without scripts does.
 */
async function wholeWay(team: Team, js: boolean, found: string[]): Promise<WayResult> {
  const keys = js;
  // 1. The team asks for a review, its Selbstcheck attached.
  const teamContext = await newContext(js);
  const teamPage = await teamContext.newPage();
  const form = '/handbuch/service-pruefen/peer-review-anfragen';
  if (js) await teamContext.addInitScript((json) => sessionStorage.setItem('servicestandard-peer-review-selbstcheck', json), selbstcheck(team));
  await teamPage.goto(base + form);
  // The form's island hydrates once the form comes into view.
  await teamPage.locator('#anfrage-service').scrollIntoViewIfNeeded();
  if (js) await teamPage.locator('astro-island:not([ssr]) form.peer-review-anfrage').waitFor();
  await teamPage.fill('#anfrage-service', team.service);
  await teamPage.fill('#anfrage-authority', team.authority);
  await teamPage.check(`#anfrage-level-${team.level}`);
  await teamPage.check(`#anfrage-phase-${team.phase}`);
  await teamPage.fill('#anfrage-goal', 'Eine Einschätzung vor dem nächsten Release.');
  await teamPage.check('#anfrage-criteria-6');
  await teamPage.fill('#anfrage-contactName', team.contactName);
  await teamPage.fill('#anfrage-email', team.email);
  if (!js) {
    await teamPage.fill('#anfrage-selbstcheck', selbstcheck(team));
    await pause(FORM_TOKEN_WAIT_MS);
  }
  await Promise.all([teamPage.waitForURL(STATUS, { timeout: 30_000 }), teamPage.click('form.peer-review-anfrage button[type="submit"]')]);
  const statusUrl = teamPage.url();
  expect(await teamPage.content()).toContain('<dd>angehängt (eine Bewertung)</dd>');

  // 2. The editor plans it: in Planung, two reviewers, a date.
  const editorContext = await newContext(js);
  const editor = await editorContext.newPage();
  await signIn(editor, EDITOR, '/redaktion');
  await editor.goto(`${base}/redaktion/peer-reviews`);
  const requestPath = await linkTo(editor, team.service);
  await editor.goto(base + requestPath);
  const changeState = async (state: string, day?: string) => {
    if (keys) {
      await tabTo(editor, '#neuer-status', 400);
      // A closed select takes the arrow keys: move until the wanted state is chosen.
      for (let i = 0; i < 6 && (await editor.inputValue('#neuer-status')) !== state; i++) await editor.keyboard.press('ArrowDown');
      if (day) {
        await tabTo(editor, '#termin', 400);
        // The segments come in the order of the browser's interface language: month first in an
        // English one (as Chromium runs here), day first in a German one. Cleared segment by segment.
        const [year, month, date] = day.split('-') as [string, string, string];
        await editor.keyboard.type(`${month}${date}${year}`);
        if ((await editor.inputValue('#termin')) !== day) {
          await editor.keyboard.press('Backspace');
          for (let i = 0; i < 2; i++) {
            await editor.keyboard.press('Shift+Tab');
            await editor.keyboard.press('Backspace');
          }
          await editor.keyboard.type(`${date}${month}${year}`);
        }
        expect(await editor.inputValue('#termin')).toBe(day);
      }
    } else {
      await editor.selectOption('#neuer-status', state);
      if (day) await editor.fill('#termin', day);
    }
    expect(await editor.inputValue('#neuer-status')).toBe(state);
    await submit(editor, keys, 'form:has(#neuer-status) button');
    expect(await editor.locator('#bestaetigung').count(), `Status ${state}`).toBe(1);
  };
  await changeState('in-planung');
  // Three assigned, the one added by mistake removed again.
  const mistaken = { sub: '5199', name: 'Falsch Zugeordnet' };
  for (const reviewer of [...REVIEWERS, mistaken]) {
    await enter(editor, keys, '#pruefende-kennung', reviewer.sub);
    await enter(editor, keys, '#pruefende-name', reviewer.name);
    await submit(editor, keys, 'form:has(#pruefende-name) button');
  }
  await submit(editor, keys, `form:has(input[name="sub"][value="${mistaken.sub}"]) button`);
  expect(await editor.locator('#pruefende').textContent()).not.toContain(mistaken.name);
  await changeState('terminiert', '2027-01-14');
  if (js) found.push(...(await axeSignedIn(editorContext, '/redaktion/peer-reviews')), ...(await axeSignedIn(editorContext, requestPath)));

  // 3. Both reviewers, let in by their group, write into the one draft.
  const assessment = async (account: TestAccount, criterion: number, requirement: string, rating: string, consent: boolean) => {
    const context = await newContext(js);
    const page = await context.newPage();
    await signIn(page, account, '/redaktion/begutachtungen');
    const reviewPath = await linkTo(page, team.service);
    await page.goto(base + reviewPath);
    const key = `r-${requirement.replace('.', '-')}`;
    // The team's own answer stands next to the requirement it belongs to.
    expect(await page.locator(`#${key}`).textContent()).toContain(criterion === 6 ? 'Teilweise' : 'Ja');
    const anchor = `kriterium-${criterion}`;
    if (keys) {
      // Through the list of criteria at the top to the criterion's section, then on to its fields.
      await tabTo(page, `a[href="#${anchor}"]`, 400);
      await page.keyboard.press('Enter');
      await tabTo(page, `#${anchor}-zusammenfassung`, 20);
      await page.keyboard.type(`Zusammenfassung zu Kriterium ${criterion}.`);
      await tabTo(page, `#${anchor}-staerken`, 5);
      await page.keyboard.type('Das Team testet regelmäßig mit Nutzenden.');
      await tabTo(page, `input[name="${key}-einschaetzung"]`, 40);
      // Arrow keys move the choice within the radio group: from „nicht geprüft“ back to the wanted one.
      for (let i = 0; i < 5 && !(await activeIs(page, `input[value="${rating}"]`)); i++) await page.keyboard.press('ArrowLeft');
      await tabTo(page, `#${key}-begruendung`, 5);
      await page.keyboard.type('Begründung der Einschätzung.');
      await tabTo(page, `#${key}-empfehlung`, 5);
      await page.keyboard.type(`Empfehlung zu Anforderung ${requirement}.`);
    } else {
      await page.fill(`#${anchor}-zusammenfassung`, `Zusammenfassung zu Kriterium ${criterion}.`);
      await page.fill(`#${anchor}-staerken`, 'Das Team testet regelmäßig mit Nutzenden.');
      await page.check(`input[name="${key}-einschaetzung"][value="${rating}"]`);
      await page.fill(`#${key}-begruendung`, 'Begründung der Einschätzung.');
      await page.fill(`#${key}-empfehlung`, `Empfehlung zu Anforderung ${requirement}.`);
    }
    expect(await page.isChecked(`input[name="${key}-einschaetzung"][value="${rating}"]`)).toBe(true);
    await submit(page, keys, `#${anchor}-formular button`);
    expect(await page.locator('#bestaetigung').textContent()).toContain(`Kriterium ${criterion}`);
    if (consent) {
      if (keys) {
        await tabTo(page, '#einverstanden', 400);
        await page.keyboard.press('Space');
      } else await page.check('#einverstanden');
      await submit(page, keys, 'form:has(#einverstanden) button');
      expect(await page.isChecked('#einverstanden')).toBe(true);
    }
    if (js && consent) found.push(...(await axeSignedIn(context, '/redaktion/begutachtungen')), ...(await axeSignedIn(context, reviewPath)));
    await context.close();
  };
  await assessment(REVIEWERS[0]!, 6, '6.1', 'nicht-erfuellt', true);
  await assessment(REVIEWERS[1]!, 1, '1.1', 'erfuellt', false);

  // 4. The review is done: the team gets the draft on its status page.
  await changeState('begutachtet');
  await teamPage.goto(statusUrl);
  const draft = await teamPage.content();
  expect(draft).toContain('Entwurf des Prüfberichts');
  // The frame of a request's pages: its own lead and breadcrumb, not the feedback's.
  expect(await teamPage.locator('nav.breadcrumb a[href="/handbuch/service-pruefen/peer-review"]').count()).toBeGreaterThan(0);
  expect(draft).not.toContain('Feedback-Formulars');
  expect(draft).toContain('Anforderung 6.1');
  expect(draft).toContain(REVIEWERS[0]!.name);
  expect(draft).not.toContain(REVIEWERS[1]!.name);
  const pdf = await teamContext.request.get(`${statusUrl}/bericht.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['x-robots-tag']).toContain('noindex');
  if (js) found.push(...(await axeAsServed(statusUrl, undefined, noSidewaysScroll)).map((finding) => `Stand mit Entwurf: ${finding}`));

  // 5. The team agrees (the second team without its service's name).
  const commitsBefore = gitlab.commits.length;
  // In the run with JavaScript openCode refuses the first commit: the Redaktion tries again.
  if (js) gitlab.failNext({ kind: 'error', status: 422 });
  await pause(FORM_TOKEN_WAIT_MS);
  if (team.withholdName) {
    if (keys) {
      await tabTo(teamPage, '#bericht-name-nicht-nennen', 400);
      await teamPage.keyboard.press('Space');
    } else await teamPage.check('#bericht-name-nicht-nennen');
  }
  await submit(teamPage, keys, 'button[value="zustimmen"]');
  // The answered page differs from the one axe checked above only by the notice of the answer.
  expect(await teamPage.locator('#antwort').textContent()).toContain('zugestimmt');
  await teamContext.close();

  // 6. The merge request with the report arrived (after "Erneut versuchen" where the first attempt
  // failed); the Redaktion's page shows it. The hand-over follows the team's answer without holding
  // it up, so the Redaktion's page shows its outcome once openCode has answered.
  const redaktionPage = async () => {
    await editor.goto(base + requestPath);
    return editor.content();
  };
  if (js) {
    await expect.poll(redaktionPage, { timeout: 15_000 }).toContain('Die Übergabe zur Veröffentlichung ist am');
    expect(gitlab.commits).toHaveLength(commitsBefore);
    await submit(editor, keys, 'form[action$="/publication"] button');
  }
  await expect.poll(redaktionPage, { timeout: 15_000 }).toContain('</a> geöffnet');
  expect(gitlab.commits).toHaveLength(commitsBefore + 1);
  const commit = gitlab.commits.at(-1)!;
  expect(commit.projectId).toBe(CONTENT_PROJECT);
  const mr = gitlab.mergeRequests.find((entry) => entry.source_branch === commit.branch);
  expect(mr, 'merge request').toBeDefined();
  const [action] = commit.actions;
  expect(action!.file_path).toMatch(/^site\/src\/content\/pruefberichte\/[a-z0-9-]+\.json$/);
  const report = reportSchema.parse(JSON.parse(action!.content));
  expect(report.reviewers).toEqual([REVIEWERS[0]!.name]);
  expect(report.service).toBe(team.withholdName ? null : team.service);
  const criterion6 = report.criteria.find((entry) => entry.criterion === 6)!;
  expect(criterion6.requirements.find((entry) => entry.id === '6.1')).toMatchObject({ rating: 'nicht-erfuellt', recommendation: 'Empfehlung zu Anforderung 6.1.' });
  expect(await redaktionPage()).toContain(`<a href="${mr!.web_url}">${mr!.web_url}</a> geöffnet`);
  await editorContext.close();
  return { statusUrl, requestPath, report, file: { name: action!.file_path.split('/').pop()!, content: action!.content } };
}

const ways: Partial<Record<'js' | 'noJs', WayResult>> = {};

describe('the whole way of a peer review', () => {
  it('with JavaScript, every form of the Redaktion, the reviewers and the team used by keyboard alone; axe on every new page', async () => {
    const found: string[] = [];
    ways.js = await wholeWay(TEAMS.js, true, found);
    expect(found).toEqual([]);
  }, 300_000);

  it('without JavaScript', async () => {
    const found: string[] = [];
    ways.noJs = await wholeWay(TEAMS.noJs, false, found);
    expect(found).toEqual([]);
  }, 120_000);

  it('after the merge and a build: both reports are published everywhere; the Redaktion marks them so, and every e-mail reached the team', async () => {
    const results = [ways.js, ways.noJs];
    if (!results.every(Boolean)) throw new Error('Die beiden Wege davor sind nicht durchgelaufen.');
    const built = await buildWithReports(new Map(results.map((way) => [way!.file.name, way!.file.content])));
    try {
      // axe (light and dark, 1280 and 375 px) on the register, a report's page and a filter page once.
      for (const way of results) expect(await checkPublishedReport(built.url, way!.report.id, { axe: way === ways.js }), way!.report.id).toEqual([]);
      // Withheld means withheld: neither page nor open data name the second team's service.
      const withheld = ways.noJs!.report.id;
      for (const path of [`/pruefberichte/${withheld}`, '/daten/pruefberichte.json', '/pruefberichte']) {
        expect(await (await fetch(built.url + path)).text(), path).not.toContain(TEAMS.noJs.service);
      }
    } finally {
      await built.close();
    }

    // The Redaktion marks both published now that the build shows them.
    const context = await newContext(false);
    const editor = await context.newPage();
    await signIn(editor, EDITOR, '/redaktion');
    for (const way of results) {
      await editor.goto(base + way!.requestPath);
      await editor.selectOption('#neuer-status', 'veroeffentlicht');
      await submit(editor, false, 'form:has(#neuer-status) button');
    }
    await context.close();

    // Every message to both teams arrived at the SMTP server.
    const expected = ['ist eingegangen', 'Termin', 'Entwurf des Prüfberichts liegt vor', 'Prüfbericht ist veröffentlicht'];
    const deadline = Date.now() + 20_000;
    let mails: { to: string; subject: string; text: string }[] = [];
    while (Date.now() < deadline) {
      mails = await Promise.all(smtp.arrived.map(async (mail) => ({ to: mail.to.join(','), ...(await simpleParser(mail.raw).then((parsed) => ({ subject: parsed.subject ?? '', text: parsed.text ?? '' }))) })));
      if (mails.length >= expected.length * 2) break;
      await pause(200);
    }
    for (const team of [TEAMS.js, TEAMS.noJs]) {
      const subjects = mails.filter((mail) => mail.to === team.email).map((mail) => mail.subject);
      for (const part of expected) expect(subjects.some((subject) => subject.includes(part)), `${team.email}: ${part} in ${subjects.join(' | ')}`).toBe(true);
    }
    const published = mails.find((mail) => mail.to === TEAMS.js.email && mail.subject.includes('veröffentlicht'))!;
    expect(published.text).toContain(`/pruefberichte/${ways.js!.report.id}`);
  }, 480_000);
});
