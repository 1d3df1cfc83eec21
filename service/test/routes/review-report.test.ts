/**
 * The report on the team's status page (issue 34, item 6) against the real service and store
 * (SQLite): the draft once the review is done (every requirement with its rating, the unmet MUSS
 * requirements by ID, only consenting reviewers named), its PDF (inline, never cached or
 * indexed), and the team's answer without JavaScript: form token bound to the request, honeypot,
 * origin, a choice that must be one of two, once; yes (with the names withheld) and no.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { errorMessages, FORM_TOKEN_AGE } from '@servicestandard/feedback-api';
import { reportSchema, type RequirementCatalogue } from '@servicestandard/pruefbericht';
import { startGitLabStandIn } from '@servicestandard/testkit';
import type { FeedbackApp } from '../../src/app.ts';
import { HAND_OVER_CLOSE_WAIT_MS } from '../../src/routes/review.ts';
import { newStatusToken } from '../../src/review/status-token.ts';
import { build, type TestClock } from '../helper.ts';
import { postForm, signInLocally } from '../editor/helper.ts';
import { reviewRequest, storeReviewRequest } from '../store/fixtures.ts';

const SITE = 'https://servicestandard.example';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const catalogue: RequirementCatalogue = [
  {
    number: 6,
    title: 'Barrierefreie Nutzung sicherstellen',
    url: `${SITE}/kriterien/6`,
    requirements: [
      { id: '6.1', criterion: 6, title: 'Erklärung zur Barrierefreiheit', level: 'MUSS', url: `${SITE}/kriterien/6#anforderung-6-1` },
      { id: '6.3', criterion: 6, title: 'Formulare prüfen', level: 'MUSS', url: `${SITE}/kriterien/6#anforderung-6-3` },
    ],
  },
];

/** A request brought to 'begutachtet' with two reviewers (one agreed to be named) and a draft; its status page's path. */
async function reviewedRequest(app: FeedbackApp, service = 'Kfz-Zulassung <online>') {
  const store = app.feedbackStore;
  const id = randomUUID();
  const status = newStatusToken();
  await storeReviewRequest(store, reviewRequest(id, { statusTokenHash: status.hash, service, authority: 'Stadt Musterstadt' }));
  await store.addReviewer(id, { sub: '4711', name: 'Erika Mustermann', assignedBy: '1', assignedByName: 'Redaktion' });
  await store.addReviewer(id, { sub: '815', name: 'Max Ungenannt', assignedBy: '1', assignedByName: 'Redaktion' });
  await store.setReviewerConsent(id, '4711', true);
  await store.saveCriterionDraft(
    id,
    {
      criterion: 6,
      summary: 'Gut begonnen.',
      strengths: 'Tests mit Nutzenden.',
      requirements: [{ id: '6.3', rating: 'nicht-erfuellt', reasoning: 'Fehler stehen nicht am Feld.', recommendation: 'Fehler am Feld nennen.' }],
    },
    0,
    { sub: '4711', name: 'Erika Mustermann' },
  );
  const path = `/api/peer-review/status/${status.token}`;
  return { id, path, toReviewed: async () => {
    for (const step of ['in-planung', 'terminiert', 'begutachtet'] as const) expect(await store.changeReviewState(id, step, step === 'terminiert' ? '2027-01-14' : null)).toBe('changed');
  } };
}

/** The form token in the status page, aged so it is taken. */
async function pageToken(app: FeedbackApp, clock: TestClock, path: string) {
  const page = await app.inject(path);
  const token = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  expect(token).toBeDefined();
  clock.advance(FORM_TOKEN_AGE.minMs);
  return token!;
}

/** The audit log's entries about one request, newest first. */
async function auditOf(app: FeedbackApp, id: string) {
  const { entries } = await app.feedbackStore.listAudit({ limit: 100, offset: 0 });
  return entries.filter((entry) => entry.reviewRequestId === id).map(({ subject, action, detail }) => ({ subject, action, detail }));
}

const answer = (app: FeedbackApp, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${path}/zustimmung`, payload: new URLSearchParams({ homepage: '', ...fields }).toString(), headers: { ...FORM, ...headers } });

describe('the report on the status page', () => {
  it('shows the draft once the review is done, with its PDF, never cached or indexed', async () => {
    const { app } = await build({ catalogue });
    const request = await reviewedRequest(app);
    const before = await app.inject(request.path);
    expect(before.body).not.toContain('Entwurf des Prüfberichts');
    expect((await app.inject(`${request.path}/bericht.pdf`)).statusCode).toBe(404);

    await request.toReviewed();
    const page = await app.inject(request.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('Entwurf des Prüfberichts');
    expect(page.body).toContain('Kfz-Zulassung &lt;online&gt;');
    // Every requirement with its rating, the unmet MUSS requirement by ID, linked to its criterion page,
    // in the published page's rendering with its headings one level down (below "Entwurf des Prüfberichts").
    expect(page.body).toContain(`<a href="${SITE}/kriterien/6#anforderung-6-3" data-requirement="6.3">Anforderung 6.3</a>`);
    expect(page.body).toContain('<h3 id="nicht-erfuellte-muss-anforderungen">Nicht erfüllte MUSS-Anforderungen</h3>');
    expect(page.body).toMatch(/<h5 class="report-requirement__title"><a [^>]+>Anforderung 6\.3<\/a>: /);
    expect(page.body).toContain(`<a href="${SITE}/kriterien/6">Kriterium 6 auf dieser Website lesen</a>`);
    expect(page.body).toContain('<dd data-rating="nicht-erfuellt">nicht erfüllt</dd>');
    expect(page.body).toContain('<dd data-rating="nicht-geprueft">nicht geprüft</dd>');
    expect(page.body).toContain('Fehler am Feld nennen.');
    expect(page.body).toContain('Erika Mustermann');
    expect(page.body).not.toContain('Max Ungenannt');
    expect(page.body).toContain(`href="${SITE}${request.path}/bericht.pdf"`);
    expect(page.body).toContain(`action="${SITE}${request.path}/zustimmung"`);
    expect(page.body).toContain('Wir stimmen der Veröffentlichung zu');
    expect(page.body).toContain('Den Namen des Service und der Behörde nicht nennen');

    const pdf = await app.inject(`${request.path}/bericht.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="pruefbericht-2027-01-kfz-zulassung-online-[0-9a-f]{6}-entwurf\.pdf"$/);
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['x-robots-tag']).toBe('noindex');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject('/api/peer-review/status/AAAAAAAAAAAAAAAAAAAAAA/bericht.pdf')).statusCode).toBe(404);
  });

  it('refuses an answer without a fresh token of this request, with the honeypot filled, from another site or without a choice', async () => {
    // The answers share the feedback's limit per client (5 a minute): more than that here.
    const { app, clock } = await build({ catalogue, env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '20' } });
    const request = await reviewedRequest(app);
    const other = await reviewedRequest(app, 'Anderer Service');
    await request.toReviewed();
    await other.toReviewed();

    const tooNew = /name="formToken" value="([^"]+)"/.exec((await app.inject(request.path)).body)![1]!;
    const refused = await answer(app, request.path, { formToken: tooNew, choice: 'zustimmen' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(errorMessages.FORM_TOKEN_TOO_NEW);
    // The status page again, with a fresh form.
    expect(refused.body).toContain('Wir stimmen nicht zu');

    const token = await pageToken(app, clock, request.path);
    const otherToken = await pageToken(app, clock, other.path);
    expect((await answer(app, request.path, { formToken: otherToken, choice: 'zustimmen' })).body).toContain(errorMessages.FORM_TOKEN_INVALID);
    expect((await answer(app, request.path, { formToken: token, choice: 'zustimmen', homepage: 'https://spam.example' })).statusCode).toBe(422);
    expect((await answer(app, request.path, { formToken: token, choice: 'zustimmen' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const noChoice = await answer(app, request.path, { formToken: token, choice: 'vielleicht' });
    expect(noChoice.statusCode).toBe(422);
    expect(noChoice.body).toContain(errorMessages.REVIEW_AGREEMENT_CHOICE_INVALID);
    expect((await answer(app, request.path, { formToken: token, choice: 'zustimmen', withholdName: 'nein' })).statusCode).toBe(422);
    expect((await app.feedbackStore.getReviewRequest(request.id))!.agreement).toBeNull();
  });

  it('takes a no once: the request is agreed, nothing is published, the page says so', async () => {
    const { app, clock, config } = await build({ catalogue });
    const request = await reviewedRequest(app);
    await request.toReviewed();
    const token = await pageToken(app, clock, request.path);
    const done = await answer(app, request.path, { formToken: token, choice: 'ablehnen' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${SITE}${request.path}#antwort`);
    expect(await app.feedbackStore.getReviewRequest(request.id)).toMatchObject({ state: 'bericht-abgestimmt', agreement: { publish: false, withholdName: false } });
    expect(existsSync(config.publication.localDir) ? readdirSync(config.publication.localDir) : []).toEqual([]);

    const page = await app.inject(request.path);
    expect(page.body).toContain('Sie haben der Veröffentlichung nicht zugestimmt. Der Bericht wird nicht veröffentlicht.');
    expect(page.body).not.toContain('name="formToken"');
    const again = await answer(app, request.path, { formToken: token, choice: 'zustimmen' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(errorMessages.REVIEW_AGREEMENT_CLOSED);
    expect((await app.feedbackStore.getReviewRequest(request.id))!.agreement).toMatchObject({ publish: false });
    // The answer is in the audit log, once, made by the team; there is no hand-over.
    expect(await auditOf(app, request.id)).toEqual([{ subject: 'statusseite', action: 'review-agreement', detail: 'keine Zustimmung' }]);
  });

  it('takes a yes with the names withheld: the report as agreed, naming neither service nor authority, is published', async () => {
    const { app, clock, config } = await build({ catalogue });
    const request = await reviewedRequest(app);
    await request.toReviewed();
    const token = await pageToken(app, clock, request.path);
    expect((await answer(app, request.path, { formToken: token, choice: 'zustimmen', withholdName: 'ja' })).statusCode).toBe(303);
    expect((await app.feedbackStore.getReviewRequest(request.id))!.agreement).toMatchObject({ publish: true, withholdName: true });

    // Without GitLab the publisher writes the file into the content folder (right after the answer); the request waits for the next build.
    const row = await vi.waitFor(
      async () => {
        const stored = (await app.feedbackStore.getReviewRequest(request.id))!;
        expect(stored.publication.published?.kind).toBe('file');
        return stored;
      },
      { timeout: 5_000 },
    );
    expect(row.state).toBe('bericht-abgestimmt');
    const [file, ...more] = readdirSync(config.publication.localDir);
    expect(more).toEqual([]);
    expect(file).toMatch(/^2027-01-[0-9a-f]{16}\.json$/);
    const published = reportSchema.parse(JSON.parse(readFileSync(join(config.publication.localDir, file!), 'utf8')));
    expect(published).toMatchObject({ service: null, organisation: null, reviewers: ['Erika Mustermann'], reviewedOn: '2027-01-14' });
    expect(JSON.stringify(published)).not.toMatch(/Kfz|Musterstadt|Ungenannt/);
    expect(published.criteria[0]!.requirements.map((requirement) => [requirement.id, requirement.rating])).toEqual([
      ['6.1', 'nicht-geprueft'],
      ['6.3', 'nicht-erfuellt'],
    ]);

    // The answer and the hand-over (logged right after it is recorded) are in the audit log, which names who made them.
    await vi.waitFor(async () =>
      expect(await auditOf(app, request.id)).toEqual([
        { subject: 'dienst', action: 'review-handover', detail: join(config.publication.localDir, file!) },
        { subject: 'statusseite', action: 'review-agreement', detail: 'Zustimmung ohne Namen von Service und Behörde' },
      ]),
      { timeout: 5_000 },
    );
    const editor = await signInLocally(app);
    const log = (await app.inject({ url: '/redaktion/protokoll', headers: { cookie: editor.cookie } })).body;
    expect(log).toContain('Team (über seine Statusseite)');
    expect(log).toContain('Dienst (automatisch)');
    expect(log).toContain('Antwort auf den Entwurf des Prüfberichts: Zustimmung ohne Namen von Service und Behörde');

    const page = await app.inject(request.path);
    expect(page.body).toContain('Sie haben der Veröffentlichung des Berichts zugestimmt, ohne den Namen des Service und der Behörde.');
    const pdf = await app.inject(`${request.path}/bericht.pdf`);
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="pruefbericht-2027-01-[0-9a-f]{16}\.pdf"$/);
  });

  /**
   * A team agrees while openCode takes the commit but answers only `answerAfterMs` later; the
   * service gives up on openCode after `gitlabTimeoutMs`. The answer comes back at once; then the
   * service is closed, and how long that took and what a restart finds are returned.
   */
  async function agreeWhileOpenCodeHangs(gitlabTimeoutMs: number, answerAfterMs: number) {
    const TOKEN = 'glpat-review-report-test';
    const gitlab = await startGitLabStandIn({ token: TOKEN });
    onTestFinished(() => gitlab.close());
    const logLines: string[] = [];
    const env = { FEEDBACK_GITLAB_API_URL: gitlab.apiUrl, FEEDBACK_GITLAB_TOKEN: TOKEN, FEEDBACK_GITLAB_TIMEOUT_MS: String(gitlabTimeoutMs) };
    const { app, clock, dbPath } = await build({ catalogue, env, logLines });
    const request = await reviewedRequest(app);
    await request.toReviewed();
    const token = await pageToken(app, clock, request.path);
    gitlab.failNext({ kind: 'slow', delayMs: answerAfterMs });
    const started = performance.now();
    expect((await answer(app, request.path, { formToken: token, choice: 'zustimmen' })).statusCode).toBe(303);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await app.inject(request.path)).body).toContain('Sie haben der Veröffentlichung des Berichts zugestimmt.');

    const closing = performance.now();
    await app.close();
    const closedAfterMs = performance.now() - closing;
    // The store was still open for the outcome: the next start shows it to the Redaktion with "Erneut versuchen".
    const restarted = await build({ catalogue, env, dbPath });
    const row = (await restarted.app.feedbackStore.getReviewRequest(request.id))!;
    expect(row.publication).toMatchObject({ published: null, failedAt: expect.any(Number) });
    const editor = await signInLocally(restarted.app);
    const page = await restarted.app.inject({ url: `/redaktion/peer-reviews/${request.id}`, headers: { cookie: editor.cookie } });
    expect(page.body).toContain('Die Übergabe zur Veröffentlichung ist am');
    expect(page.body).toContain('Erneut versuchen');
    return { closedAfterMs, logLines, audit: await auditOf(restarted.app, request.id), kept: row.publication.report };
  }

  it('answers the team at once while openCode hangs; closing the service waits for the hand-over, which the Redaktion then sees failed', async () => {
    const { closedAfterMs, logLines, audit, kept } = await agreeWhileOpenCodeHangs(2_000, 4_000);
    expect(closedAfterMs).toBeLessThan(HAND_OVER_CLOSE_WAIT_MS);
    expect(logLines.some((line) => line.includes('the agreed peer-review report could not be published'))).toBe(true);
    expect(kept).not.toBeNull();
    expect(audit).toEqual([
      { subject: 'dienst', action: 'review-handover', detail: 'PUBLICATION_FAILED' },
      { subject: 'statusseite', action: 'review-agreement', detail: 'Zustimmung' },
    ]);
  });

  it('closes within HAND_OVER_CLOSE_WAIT_MS when a hand-over takes longer, and marks it failed for the Redaktion', async () => {
    const { closedAfterMs, audit } = await agreeWhileOpenCodeHangs(HAND_OVER_CLOSE_WAIT_MS + 3_000, HAND_OVER_CLOSE_WAIT_MS + 6_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HAND_OVER_CLOSE_WAIT_MS - 100);
    expect(closedAfterMs).toBeLessThan(HAND_OVER_CLOSE_WAIT_MS + 2_000);
    expect(audit).toEqual([
      { subject: 'dienst', action: 'review-handover', detail: 'PUBLICATION_INTERRUPTED' },
      { subject: 'statusseite', action: 'review-agreement', detail: 'Zustimmung' },
    ]);
  }, 30_000);

  it('shows the Redaktion "Erneut versuchen" from the team\'s yes on, also when no hand-over got going', async () => {
    const { app } = await build({ catalogue });
    const request = await reviewedRequest(app);
    await request.toReviewed();
    expect(await app.feedbackStore.recordReviewAgreement(request.id, { publish: true, withholdName: false })).toBe('recorded');
    const editor = await signInLocally(app);
    const page = await app.inject({ url: `/redaktion/peer-reviews/${request.id}`, headers: { cookie: editor.cookie } });
    expect(page.body).toContain('Die Übergabe zur Veröffentlichung läuft oder wurde unterbrochen.');
    expect(page.body).toContain('Erneut versuchen');
  });

  it('an attempt that failed before a report was kept: the Redaktion sees the failure and "Erneut versuchen" builds the report anew', async () => {
    const { app, config } = await build({ catalogue });
    const request = await reviewedRequest(app);
    await request.toReviewed();
    expect(await app.feedbackStore.recordReviewAgreement(request.id, { publish: true, withholdName: false })).toBe('recorded');
    await app.feedbackStore.failReviewPublication(request.id);
    const editor = await signInLocally(app);
    const page = await app.inject({ url: `/redaktion/peer-reviews/${request.id}`, headers: { cookie: editor.cookie } });
    expect(page.body).toContain('Die Übergabe zur Veröffentlichung ist am');
    expect(page.body).toContain('Erneut versuchen');
    const retried = await postForm(app, `/api/redaktion/peer-reviews/${request.id}/publication`, { csrf: editor.csrf }, editor.cookie);
    expect(retried.statusCode).toBe(303);
    const [file] = readdirSync(config.publication.localDir);
    expect(reportSchema.parse(JSON.parse(readFileSync(join(config.publication.localDir, file!), 'utf8'))).service).toBe('Kfz-Zulassung <online>');
    expect((await app.feedbackStore.getReviewRequest(request.id))?.publication.published?.kind).toBe('file');
  });
});
