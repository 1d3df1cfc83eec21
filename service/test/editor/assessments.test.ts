/**
 * The reviewers review (issue 34, item 5), through the real test OpenID provider and app.inject
 * against the real store (SQLite): reviewers sign in by group claim and by subject
 * (REDAKTION_REVIEWERS) and reach only the reviews assigned to them and their own pages; a save
 * per criterion read back; two reviewers on one version: the second save is refused with 409,
 * its typed text kept in the form with the new version, and saved on the next try; refused values
 * answer the page again (422) with an error summary, the fields marked and the typed text kept;
 * validation,
 * CSRF, audit entries and the consent to be named; the page's structure (one h1, every field
 * labelled, the team's Selbstcheck answers beside their requirement).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RequirementCatalogue } from '@servicestandard/pruefbericht';
import type { TestAccount } from '@servicestandard/testkit/oidc-provider';
import type { FeedbackApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { buildServer } from '../../src/server.ts';
import { build, tempDbPath } from '../helper.ts';
import { reviewRequest, storeReviewRequest } from '../store/fixtures.ts';
import { csrfFrom, postForm, sessionCookieFrom, signInLocally, type Editor } from './helper.ts';
import { Browser, buildWithProvider, EDITOR, signInThroughProvider, STRANGER, type OidcSetup } from './oidc-driver.ts';

/** In the reviewers' group. */
const ANNA: TestAccount = { login: 'anna', password: 'anna-pw', sub: '100', name: 'Anna Prüferin', email: 'anna@land.example', groups: ['pruefende/peer-review'] };
/** Named by subject. */
const BEN: TestAccount = { login: 'ben', password: 'ben-pw', sub: '200', name: 'Ben Prüfer', email: 'ben@kommune.example', groups: [] };

const REVIEWERS = 'group:pruefende/peer-review,sub:200';

/** Two criteria of the catalogue, as /daten/servicestandard.json has them. */
const CATALOGUE: RequirementCatalogue = [
  {
    number: 1,
    title: 'Nutzende verstehen',
    url: 'https://example.org/kriterien/1',
    requirements: [
      { id: '1.1', criterion: 1, title: 'Nutzende kennen', level: 'MUSS', url: 'https://example.org/kriterien/1#anforderung-1-1' },
      { id: '1.2', criterion: 1, title: 'Bedürfnisse erheben', level: 'SOLL', url: 'https://example.org/kriterien/1#anforderung-1-2' },
    ],
  },
  {
    number: 6,
    title: 'Barrierefreiheit sicherstellen',
    url: 'https://example.org/kriterien/6',
    requirements: [
      { id: '6.1', criterion: 6, title: 'Erklärung veröffentlichen', level: 'MUSS', url: 'https://example.org/kriterien/6#anforderung-6-1' },
      { id: '6.3', criterion: 6, title: 'Formulare prüfen', level: 'MUSS', url: 'https://example.org/kriterien/6#anforderung-6-3' },
    ],
  },
];

const LIST = '/redaktion/begutachtungen';
const page = (id: string) => `${LIST}/${id}`;
const saveUrl = (id: string, criterion: number) => `/api/redaktion/begutachtungen/${id}/kriterien/${criterion}`;

async function setup(): Promise<OidcSetup> {
  return buildWithProvider({ accounts: [EDITOR, STRANGER, ANNA, BEN], env: { REDAKTION_REVIEWERS: REVIEWERS }, catalogue: CATALOGUE });
}

/** A request with a Selbstcheck whose answers name their requirement (one of them does not), assigned to `reviewers`. */
async function addRequest(app: FeedbackApp, reviewers: TestAccount[], service = 'Wohngeld digital'): Promise<string> {
  const id = randomUUID();
  const base = reviewRequest(id);
  const assessment = base.selbstcheck!.assessments[0]!;
  const selbstcheck = {
    ...base.selbstcheck!,
    assessments: [
      {
        ...assessment,
        criteria: {
          '6': {
            answers: {
              'k6-a': { value: 'nein' as const, question: 'Ist die Erklärung zur Barrierefreiheit verlinkt?', anforderung: '6.1' },
              'k6-b': { value: 'teilweise' as const, question: 'Wurden die Formulare mit Screenreader geprüft?', anforderung: '6.3' },
              'k6-c': { value: 'ja' as const, question: 'Gibt es einen Ansprechpartner?' },
            },
            notes: 'Prüfung durch externe Stelle geplant.',
            evidence: '',
            removed: [],
          },
        },
      },
    ],
  };
  await storeReviewRequest(app.feedbackStore, { ...base, service, selbstcheck });
  for (const reviewer of reviewers) {
    expect(await app.feedbackStore.addReviewer(id, { sub: reviewer.sub, name: reviewer.name, assignedBy: EDITOR.sub, assignedByName: EDITOR.name })).toBe('added');
  }
  return id;
}

/** Signs in through the provider as `account`; the session cookie and the CSRF token from the reviewer's list. */
async function signIn(s: OidcSetup, account: TestAccount): Promise<Editor & { signedIn: string }> {
  const browser = new Browser();
  const answer = await signInThroughProvider(browser, s, account);
  expect(answer.status).toBe(200);
  const cookie = `redaktion-sitzung=${browser.cookies(s.base).get('redaktion-sitzung')!}`;
  const list = await s.app.inject({ url: LIST, headers: { cookie } });
  expect(list.statusCode).toBe(200);
  return { cookie, csrf: csrfFrom(list.body), signedIn: await answer.text() };
}

const get = (app: FeedbackApp, url: string, who: Editor) => app.inject({ url, headers: { cookie: who.cookie } });

/** The fields of criterion 6's form, as a browser sends them. */
function form6(who: Editor, version: number, text: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    csrf: who.csrf,
    version: String(version),
    zusammenfassung: `${text}: Zusammenfassung`,
    staerken: `${text}: Stärken`,
    'r-6-1-einschaetzung': 'nicht-erfuellt',
    'r-6-1-begruendung': `${text}: Erklärung fehlt`,
    'r-6-1-empfehlung': `${text}: Erklärung verlinken`,
    'r-6-3-einschaetzung': 'teilweise-erfuellt',
    'r-6-3-begruendung': `${text}: <b>nur</b> ein Formular`,
    'r-6-3-empfehlung': '',
    ...overrides,
  };
}

/** The value of the hidden field `version` in criterion `n`'s form. */
function versionIn(html: string, n: number): string | undefined {
  const form = new RegExp(`<form[^>]*id="kriterium-${n}-formular"[\\s\\S]*?</form>`).exec(html)?.[0] ?? '';
  return /name="version" value="(\d+)"/.exec(form)?.[1];
}

function expectRefused(answer: { statusCode: number; body: string }, status: number, code: string) {
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(status);
  expect(answer.body).toContain(`<code>${code}</code>`);
}

describe('reviewers in the Redaktion', () => {
  it('sign in by group claim and by subject and reach only their reviews; every other page refuses them', async () => {
    const s = await setup();
    const both = await addRequest(s.app, [ANNA, BEN], 'Wohngeld digital');
    const onlyBen = await addRequest(s.app, [BEN, { ...EDITOR, sub: '300', name: 'Cem' }], 'Hundesteuer');

    const anna = await signIn(s, ANNA);
    expect(anna.signedIn).toContain('url=/redaktion/begutachtungen');
    const ben = await signIn(s, BEN);
    const annasList = await get(s.app, LIST, anna);
    expect(annasList.body).toContain('Wohngeld digital');
    expect(annasList.body).not.toContain('Hundesteuer');
    expect(annasList.headers['cache-control']).toBe('no-store');
    expect(annasList.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The reviewer's navigation has the reviews only.
    expect(annasList.body).not.toContain('href="/redaktion/peer-reviews"');
    const bensList = (await get(s.app, LIST, ben)).body;
    expect(bensList).toContain('Wohngeld digital');
    expect(bensList).toContain('Hundesteuer');

    expect((await get(s.app, page(both), anna)).statusCode).toBe(200);
    expect((await get(s.app, page(onlyBen), ben)).statusCode).toBe(200);
    // Not assigned: the same page as an unknown id.
    expectRefused(await get(s.app, page(onlyBen), anna), 404, 'REDAKTION_REVIEW_NOT_FOUND');
    expectRefused(await get(s.app, page(randomUUID()), anna), 404, 'REDAKTION_REVIEW_NOT_FOUND');
    expectRefused(await postForm(s.app, saveUrl(onlyBen, 6), form6(anna, 0, 'Anna'), anna.cookie), 404, 'REDAKTION_REVIEW_NOT_FOUND');
    expect(await s.app.feedbackStore.listReviewDraft(onlyBen)).toEqual([]);

    // The editors' pages refuse a reviewer with 403, the planning of their own review included.
    for (const url of ['/redaktion', `/redaktion/peer-reviews/${both}`, '/redaktion/protokoll']) {
      const refused = await get(s.app, url, anna);
      expectRefused(refused, 403, 'REDAKTION_ROLE_FORBIDDEN');
      expect(refused.body).toContain(`href="${LIST}"`);
    }
    expectRefused(await postForm(s.app, `/api/redaktion/peer-reviews/${both}/state`, { state: 'in-planung', csrf: anna.csrf }, anna.cookie), 403, 'REDAKTION_ROLE_FORBIDDEN');
    expect((await s.app.feedbackStore.getReviewRequest(both))?.state).toBe('eingegangen');

    // An editor reaches every review; an account on neither list is refused at sign-in.
    const editor = await signIn(s, EDITOR);
    expect((await get(s.app, page(onlyBen), editor)).statusCode).toBe(200);
    const stranger = await signInThroughProvider(new Browser(), s, STRANGER);
    expectRefused({ statusCode: stranger.status, body: await stranger.text() }, 403, 'REDAKTION_FORBIDDEN');

    // Signing out works for a reviewer.
    const out = await postForm(s.app, '/api/redaktion/logout', { csrf: anna.csrf }, anna.cookie);
    expect(out.statusCode).toBe(303);
    expect((await get(s.app, LIST, anna)).statusCode).toBe(303);
  });

  it('saves a criterion; of two reviewers on one version the second is refused with its text kept, and saves on the next try', async () => {
    const s = await setup();
    const id = await addRequest(s.app, [ANNA, BEN]);
    const anna = await signIn(s, ANNA);
    const ben = await signIn(s, BEN);

    // Saved and read back.
    const first = await postForm(s.app, saveUrl(id, 6), form6(anna, 0, 'Erste'), anna.cookie);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${page(id)}?gespeichert=6#bestaetigung`);
    const [saved] = await s.app.feedbackStore.listReviewDraft(id);
    expect(saved).toMatchObject({
      criterion: 6,
      version: 1,
      updatedBy: 'Anna Prüferin',
      summary: 'Erste: Zusammenfassung',
      requirements: [
        { id: '6.1', rating: 'nicht-erfuellt', reasoning: 'Erste: Erklärung fehlt', recommendation: 'Erste: Erklärung verlinken' },
        { id: '6.3', rating: 'teilweise-erfuellt', reasoning: 'Erste: <b>nur</b> ein Formular', recommendation: '' },
      ],
    });
    const confirmed = await get(s.app, `${page(id)}?gespeichert=6`, anna);
    expect(confirmed.body).toContain('Ihre Einschätzung zu Kriterium 6 ist gespeichert.');

    // Both load version 1.
    const annasPage = (await get(s.app, page(id), anna)).body;
    const bensPage = (await get(s.app, page(id), ben)).body;
    expect(versionIn(annasPage, 6)).toBe('1');
    expect(versionIn(bensPage, 6)).toBe('1');
    expect(bensPage).toContain('Erste: &lt;b&gt;nur&lt;/b&gt; ein Formular');
    expect(bensPage).not.toContain('<b>nur</b>');

    // Anna saves first; Ben's save on version 1 is refused.
    expect((await postForm(s.app, saveUrl(id, 6), form6(anna, 1, 'Anna'), anna.cookie)).statusCode).toBe(303);
    const refused = await postForm(s.app, saveUrl(id, 6), form6(ben, 1, 'Ben', { 'r-6-3-einschaetzung': 'erfuellt' }), ben.cookie);
    expect(refused.statusCode).toBe(409);
    const time = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', timeStyle: 'short' }).format(new Date(s.clock.now()));
    expect(refused.body).toContain(
      `Ihre Änderungen an Kriterium 6 wurden nicht gespeichert: Anna Prüferin hat dieses Kriterium um ${time} geändert. Ihr Text steht unten; übernehmen Sie ihn in die aktuelle Fassung und speichern Sie erneut.`,
    );
    // The error summary comes before the form, and links to it.
    expect(refused.body.indexOf('wurden nicht gespeichert')).toBeLessThan(refused.body.indexOf('id="kriterium-1"'));
    expect(refused.body).toContain('href="#kriterium-6-formular"');
    // Anna's current version is shown, Ben's typed text is in the form with the new version.
    expect(refused.body).toContain('Anna: Zusammenfassung');
    expect(refused.body).toMatch(/<textarea[^>]*name="zusammenfassung"[^>]*>Ben: Zusammenfassung<\/textarea>/);
    expect(refused.body).toMatch(/<textarea[^>]*name="r-6-1-begruendung"[^>]*>Ben: Erklärung fehlt<\/textarea>/);
    expect(refused.body).toMatch(/<input[^>]*id="r-6-3-einschaetzung-erfuellt"[^>]*checked=""/);
    expect(versionIn(refused.body, 6)).toBe('2');
    expect((await s.app.feedbackStore.listReviewDraft(id))[0]).toMatchObject({ version: 2, summary: 'Anna: Zusammenfassung' });

    // Ben merges and saves again with the version the refusal gave him.
    expect((await postForm(s.app, saveUrl(id, 6), form6(ben, 2, 'Ben'), ben.cookie)).statusCode).toBe(303);
    expect((await s.app.feedbackStore.listReviewDraft(id))[0]).toMatchObject({ version: 3, summary: 'Ben: Zusammenfassung', updatedBy: 'Ben Prüfer' });

    // Every save in the audit log, the refused one not.
    const { entries } = await s.app.feedbackStore.listAudit({ limit: 100, offset: 0 });
    expect(entries.filter((entry) => entry.action === 'review-draft-saved').map((entry) => [entry.name, entry.reviewRequestId, entry.detail])).toEqual([
      ['Ben Prüfer', id, 'Kriterium 6, Fassung 3'],
      ['Anna Prüferin', id, 'Kriterium 6, Fassung 2'],
      ['Anna Prüferin', id, 'Kriterium 6, Fassung 1'],
    ]);
  });

  it('refuses invalid saves with a stable code and without the CSRF token, and saves nothing', async () => {
    const s = await setup();
    const id = await addRequest(s.app, [ANNA, BEN]);
    const anna = await signIn(s, ANNA);
    const refusals: [Record<string, string>, number, string, number?][] = [
      [form6(anna, 0, 'x', { 'r-6-9-begruendung': 'gibt es nicht' }), 400, 'REDAKTION_REQUIREMENT_UNKNOWN'],
      [form6(anna, 0, 'x', { 'r-1-1-begruendung': 'anderes Kriterium' }), 400, 'REDAKTION_REQUIREMENT_UNKNOWN'],
      // Refused values: the page again (422), the code in its error summary.
      [form6(anna, 0, 'x', { 'r-6-1-einschaetzung': 'gut' }), 422, 'REDAKTION_ASSESSMENT_INVALID'],
      [form6(anna, 0, 'x', { zusammenfassung: 'z'.repeat(5001) }), 422, 'REDAKTION_ASSESSMENT_INVALID'],
      [form6(anna, 0, 'x', { 'r-6-3-empfehlung': 'e'.repeat(3001) }), 422, 'REDAKTION_ASSESSMENT_INVALID'],
      [form6(anna, 0, 'x', { staerken: 'bidi \u202e' }), 422, 'REDAKTION_ASSESSMENT_INVALID'],
      // A broken form: the error page.
      [form6(anna, 0, 'x', { weiteres: '1' }), 400, 'REDAKTION_ASSESSMENT_FORM'],
      [{ csrf: anna.csrf, version: '0', staerken: '' }, 400, 'REDAKTION_ASSESSMENT_FORM'],
      [form6(anna, 0, 'x', { version: '-1' }), 400, 'REDAKTION_ASSESSMENT_VERSION'],
      [form6(anna, 5, 'x'), 400, 'REDAKTION_ASSESSMENT_VERSION'],
      [form6(anna, 0, 'x'), 400, 'REDAKTION_REQUIREMENT_UNKNOWN', 7],
      [{ ...form6(anna, 0, 'x'), csrf: '' }, 403, 'REDAKTION_CSRF'],
    ];
    for (const [fields, status, code, criterion = 6] of refusals) expectRefused(await postForm(s.app, saveUrl(id, criterion), fields, anna.cookie), status, code);
    expectRefused(await postForm(s.app, saveUrl(id, 6), form6(anna, 0, 'x')), 401, 'REDAKTION_SIGN_IN_REQUIRED');
    expect(await s.app.feedbackStore.listReviewDraft(id)).toEqual([]);

    // CRLF line breaks count once: 2,500 lines of "a" end at the limit.
    const lines = Array.from({ length: 2500 }, () => 'a').join('\r\n');
    expect((await postForm(s.app, saveUrl(id, 6), form6(anna, 0, 'x', { zusammenfassung: lines }), anna.cookie)).statusCode).toBe(303);
    // A requirement the form leaves out stays 'nicht geprüft'.
    expect((await postForm(s.app, saveUrl(id, 1), { csrf: anna.csrf, version: '0', zusammenfassung: '', staerken: '' }, anna.cookie)).statusCode).toBe(303);
    expect((await s.app.feedbackStore.listReviewDraft(id))[0]?.requirements).toEqual([
      { id: '1.1', rating: 'nicht-geprueft', reasoning: '', recommendation: '' },
      { id: '1.2', rating: 'nicht-geprueft', reasoning: '', recommendation: '' },
    ]);

    // Once the review is marked done, the draft is read only: the team reads exactly that.
    await s.app.feedbackStore.setReviewState(id, 'begutachtet');
    expectRefused(await postForm(s.app, saveUrl(id, 6), form6(anna, 1, 'spät'), anna.cookie), 409, 'REDAKTION_ASSESSMENT_CLOSED');
    expect((await get(s.app, page(id), anna)).body).toContain('lassen sich nur noch lesen');
  });

  it('answers refused values with the page again (422): a summary linking to each field, the fields marked, everything typed kept, nothing saved', async () => {
    const s = await setup();
    const id = await addRequest(s.app, [ANNA]);
    const anna = await signIn(s, ANNA);
    // Criterion 1 is saved; criterion 6 comes back with a Begründung too long and a rating the form does not offer.
    expect((await postForm(s.app, saveUrl(id, 1), { csrf: anna.csrf, version: '0', zusammenfassung: 'Kriterium eins gespeichert', staerken: '' }, anna.cookie)).statusCode).toBe(303);
    const long = 'B'.repeat(3001);
    const refused = await postForm(s.app, saveUrl(id, 6), form6(anna, 0, 'Getippt', { 'r-6-3-begruendung': long, 'r-6-1-einschaetzung': 'gut' }), anna.cookie);
    expect(refused.statusCode).toBe(422);
    const html = refused.body;
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);

    // The summary first, with the code and one link per field in error, in the form's order.
    const summary = html.slice(html.indexOf('id="fehler"'), html.indexOf('id="anfrage-titel"'));
    expect(summary).toContain('Einschätzung nicht gespeichert');
    expect(summary).toContain('<code>REDAKTION_ASSESSMENT_INVALID</code>');
    expect([...summary.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['r-6-1-einschaetzung-erfuellt', 'Einschätzung zu Anforderung 6.1: Bitte wählen Sie eine der fünf Einschätzungen.'],
      ['r-6-3-begruendung', 'Begründung zu Anforderung 6.3 darf höchstens 3.000 Zeichen haben; Ihr Text hat 3.001. Bitte kürzen Sie ihn.'],
    ]);
    expect(html).toMatch(/<input[^>]*id="r-6-1-einschaetzung-erfuellt"/);

    // The fields in error: marked, their message linked; the rating group's message on its fieldset.
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="r-6-3-begruendung-error"[^>]*id="r-6-3-begruendung"|<textarea[^>]*id="r-6-3-begruendung"[^>]*aria-invalid="true"[^>]*aria-describedby="r-6-3-begruendung-error"/);
    expect(html).toContain('<p class="kern-error" id="r-6-3-begruendung-error" role="alert">');
    expect(html).toMatch(/<fieldset id="r-6-1-einschaetzung" class="kern-fieldset kern-fieldset--error[^"]*" aria-describedby="r-6-1-einschaetzung-error">/);
    expect(html).toContain('id="r-6-1-einschaetzung-error"');
    // Only those two are marked.
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(html.match(/class="kern-error"/g)).toHaveLength(2);

    // Everything typed is in the form, with the version it was loaded with; no rating chosen where it was refused.
    expect(html).toMatch(/<textarea[^>]*name="zusammenfassung"[^>]*>Getippt: Zusammenfassung<\/textarea>/);
    expect(html).toMatch(/<textarea[^>]*name="staerken"[^>]*>Getippt: Stärken<\/textarea>/);
    expect(html).toMatch(new RegExp(`<textarea[^>]*name="r-6-3-begruendung"[^>]*>${long}</textarea>`));
    expect(html).toMatch(/<textarea[^>]*name="r-6-1-empfehlung"[^>]*>Getippt: Erklärung verlinken<\/textarea>/);
    expect(html).toMatch(/<input[^>]*id="r-6-3-einschaetzung-teilweise-erfuellt"[^>]*checked=""/);
    expect(html).not.toMatch(/<input[^>]*id="r-6-1-einschaetzung-[^"]*"[^>]*checked=""/);
    expect(versionIn(html, 6)).toBe('0');
    // The other criterion as stored.
    expect(html).toMatch(/<textarea[^>]*name="zusammenfassung"[^>]*>Kriterium eins gespeichert<\/textarea>/);
    expect(versionIn(html, 1)).toBe('1');

    // Nothing saved, nothing in the audit log.
    expect((await s.app.feedbackStore.listReviewDraft(id)).map((entry) => entry.criterion)).toEqual([1]);
    const audit = async () => (await s.app.feedbackStore.listAudit({ limit: 100, offset: 0 })).entries.filter((entry) => entry.action === 'review-draft-saved').length;
    expect(await audit()).toBe(1);

    // Corrected and sent again with the version the page gave: saved.
    const fixed = await postForm(s.app, saveUrl(id, 6), form6(anna, 0, 'Getippt', { 'r-6-3-begruendung': 'B'.repeat(3000) }), anna.cookie);
    expect(fixed.statusCode).toBe(303);
    expect((await s.app.feedbackStore.listReviewDraft(id)).find((entry) => entry.criterion === 6)).toMatchObject({
      version: 1,
      summary: 'Getippt: Zusammenfassung',
      requirements: [
        { id: '6.1', rating: 'nicht-erfuellt' },
        { id: '6.3', rating: 'teilweise-erfuellt', reasoning: 'B'.repeat(3000) },
      ],
    });
    expect(await audit()).toBe(2);
  });

  it('records the reviewer’s own consent to be named, with an audit entry', async () => {
    const s = await setup();
    const id = await addRequest(s.app, [ANNA, BEN]);
    const anna = await signIn(s, ANNA);
    const consentUrl = `/api/redaktion/begutachtungen/${id}/einverstaendnis`;
    const before = (await get(s.app, page(id), anna)).body;
    expect(before).toContain('Ich bin einverstanden, im veröffentlichten Prüfbericht namentlich genannt zu werden');
    expect(before).not.toMatch(/id="einverstanden"[^>]*checked/);

    const yes = await postForm(s.app, consentUrl, { csrf: anna.csrf, einverstanden: 'ja' }, anna.cookie);
    expect(yes.statusCode).toBe(303);
    expect(yes.headers.location).toBe(`${page(id)}?erledigt=einverstaendnis#bestaetigung`);
    expect((await s.app.feedbackStore.listReviewers(id)).map((r) => [r.sub, r.namedConsent])).toEqual([
      ['100', true],
      ['200', false],
    ]);
    expect((await get(s.app, `${page(id)}?erledigt=einverstaendnis`, anna)).body).toMatch(/id="einverstanden"[^>]*checked=""/);
    expect((await postForm(s.app, consentUrl, { csrf: anna.csrf }, anna.cookie)).statusCode).toBe(303);
    expect((await s.app.feedbackStore.listReviewers(id)).some((r) => r.namedConsent)).toBe(false);
    expectRefused(await postForm(s.app, consentUrl, { csrf: anna.csrf, einverstanden: 'vielleicht' }, anna.cookie), 400, 'REDAKTION_INVALID_INPUT');

    // An editor without a seat has no consent to give.
    const editor = await signIn(s, EDITOR);
    expect((await get(s.app, page(id), editor)).body).not.toContain('id="einverstanden"');
    expectRefused(await postForm(s.app, consentUrl, { csrf: editor.csrf, einverstanden: 'ja' }, editor.cookie), 409, 'REDAKTION_REVIEWER_NOT_ASSIGNED');

    // Once the review is marked done, the names of the report are settled.
    await s.app.feedbackStore.setReviewState(id, 'begutachtet');
    expectRefused(await postForm(s.app, consentUrl, { csrf: anna.csrf, einverstanden: 'ja' }, anna.cookie), 409, 'REDAKTION_ASSESSMENT_CLOSED');
    const frozen = (await get(s.app, page(id), anna)).body;
    expect(frozen).toContain('Derzeit: nicht einverstanden.');
    expect(frozen).not.toContain('id="einverstanden"');

    const { entries } = await s.app.feedbackStore.listAudit({ limit: 100, offset: 0 });
    expect(entries.filter((entry) => entry.action === 'review-consent').map((entry) => [entry.subject, entry.detail])).toEqual([
      ['100', 'nicht einverstanden'],
      ['100', 'einverstanden'],
    ]);
  });

  it('renders the review in the frame: one h1, a section per criterion, every field labelled, the team’s answers beside their requirement', async () => {
    const s = await setup();
    const id = await addRequest(s.app, [ANNA]);
    const anna = await signIn(s, ANNA);
    const html = (await get(s.app, page(id), anna)).body;
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<h2 id="kriterium-6-titel">Kriterium 6: Barrierefreiheit sicherstellen</h2>');
    expect(html).toContain('Anforderung 6.3: Formulare prüfen (MUSS)');
    expect(html).toContain('Anforderung 1.2: Bedürfnisse erheben (SOLL)');
    // One form per criterion, each with the CSRF token and its version.
    expect(html.match(/<form[^>]*action="\/api\/redaktion\/begutachtungen\/[^"]+\/kriterien\/\d+"/g)).toHaveLength(2);
    expect(versionIn(html, 1)).toBe('0');
    // Every control has a label.
    const ids = [...html.matchAll(/<(?:textarea|input)(?![^>]*type="hidden")[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(20);
    for (const controlId of ids) expect(html, controlId).toContain(`for="${controlId}"`);
    // The five ratings, 'nicht geprüft' chosen by default.
    expect(html).toMatch(/<input[^>]*id="r-6-1-einschaetzung-nicht-geprueft"[^>]*checked=""/);
    for (const name of ['erfüllt', 'teilweise erfüllt', 'nicht erfüllt', 'nicht anwendbar', 'nicht geprüft']) expect(html).toContain(`>${name}</label>`);
    // The team's answers: beside requirement 6.3, and one without an ID under the criterion.
    const requirement63 = html.slice(html.indexOf('id="r-6-3"'), html.indexOf('Kriterium 6 speichern'));
    expect(requirement63).toContain('Wurden die Formulare mit Screenreader geprüft?');
    expect(requirement63).not.toContain('Ansprechpartner');
    const criterion6 = html.slice(html.indexOf('id="kriterium-6"'), html.indexOf('id="kriterium-6-formular"'));
    expect(criterion6).toContain('Selbstcheck des Teams zu diesem Kriterium');
    expect(criterion6).toContain('Gibt es einen Ansprechpartner?');
    expect(criterion6).toContain('Prüfung durch externe Stelle geplant.');
    // The planning page links the review.
    const editor = await signIn(s, EDITOR);
    expect((await get(s.app, `/redaktion/peer-reviews/${id}`, editor)).body).toContain(`href="${page(id)}"`);
  });

  it('without a catalogue says the requirements are unavailable and saves nothing', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    const id = await addRequest(app, [ANNA]);
    const html = (await get(app, page(id), editor)).body;
    expect(html).toContain('Die Anforderungen des Servicestandards sind auf diesem Server nicht verfügbar');
    expect(html).not.toContain('kriterien/6');
    expectRefused(await postForm(app, saveUrl(id, 6), form6(editor, 0, 'x'), editor.cookie), 503, 'REDAKTION_CATALOGUE_UNAVAILABLE');
  });

  it('in the site’s frame, with the requirements from the built site’s open data: one h1, the criterion as h2', async () => {
    const siteRoot = await mkdtemp(join(tmpdir(), 'begutachtung-shell-'));
    await writeFile(join(siteRoot, 'index.html'), '<!doctype html><html lang="de"><title>Start</title><p>Start</p></html>');
    await writeFile(
      join(siteRoot, 'redaktion.html'),
      '<!doctype html><html lang="de"><head><title>Redaktion – Servicestandard</title></head>' +
        '<body><header>Kopfzeile</header><main><h1 id="seitentitel">Redaktion</h1><div class="redaktion" data-page-content></div></main><footer>Fußzeile</footer></body></html>',
    );
    // The open data as the build writes it (format 1.2.0: every step with its ID).
    await mkdir(join(siteRoot, 'daten'));
    const kriterien = CATALOGUE.map((c) => ({
      nummer: c.number,
      titel: c.title,
      url: c.url,
      schritte: c.requirements.map((r, index) => ({ nummer: index + 1, id: r.id, titel: r.title, verbindlichkeit: r.level, text: '…', url: r.url })),
    }));
    await writeFile(join(siteRoot, 'daten', 'servicestandard.json'), JSON.stringify({ kriterien }));
    const app = await buildServer({ siteRoot, config: loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32) }) });
    onTestFinished(() => app.close());
    const link = new URL(app.editorSignInLink('http://127.0.0.1')!);
    const cookie = sessionCookieFrom(await app.inject({ url: link.pathname + link.search, remoteAddress: '127.0.0.1' }))!;
    const id = randomUUID();
    await storeReviewRequest(app.feedbackStore, reviewRequest(id, { service: 'Wohngeld digital' }));

    const answer = await app.inject({ url: page(id), headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<title>Begutachtung: Wohngeld digital – Redaktion – Servicestandard</title>');
    expect(answer.body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(answer.body).toContain('<h1 id="seitentitel">Begutachtung: Wohngeld digital</h1>');
    expect(answer.body).toContain('<header>Kopfzeile</header>');
    expect(answer.body).toContain('<h2 id="kriterium-6-titel">Kriterium 6: Barrierefreiheit sicherstellen</h2>');
    expect(answer.body).toContain('Anforderung 6.3: Formulare prüfen (MUSS)');
  });
});
