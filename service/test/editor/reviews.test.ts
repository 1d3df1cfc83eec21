/**
 * The Redaktion plans peer reviews (issue 34, item 4) through its pages and forms, via app.inject
 * against the real store (SQLite) and the real mailer (MAIL_DIR beside the test database): the
 * list and its filters, one request with what the team sent (escaped) and its Selbstcheck, every
 * change of state allowed or refused, two to four reviewers, the CSRF check, the sign-in redirect,
 * the audit log and the "date set" e-mail.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REVIEW_STATES, REVIEW_TRANSITIONS, type ReviewState } from '@servicestandard/feedback-api';
import type { FeedbackApp } from '../../src/app.ts';
import { build } from '../helper.ts';
import { reviewRequest, storeReviewRequest } from '../store/fixtures.ts';
import { postForm, signInLocally, type Editor } from './helper.ts';

const LIST = '/redaktion/peer-reviews';

async function addRequest(app: FeedbackApp, overrides: Parameters<typeof reviewRequest>[1] = {}): Promise<string> {
  const id = randomUUID();
  await storeReviewRequest(app.feedbackStore, reviewRequest(id, { statusTokenHash: `hash-${id}`, ...overrides }));
  return id;
}

const get = (app: FeedbackApp, url: string, editor?: Editor) => app.inject({ url, headers: editor ? { cookie: editor.cookie } : {} });

function changeState(app: FeedbackApp, editor: Editor, id: string, state: string, datum?: string) {
  return postForm(app, `/api/redaktion/peer-reviews/${id}/state`, { state, ...(datum === undefined ? {} : { datum }), csrf: editor.csrf }, editor.cookie);
}

function addReviewer(app: FeedbackApp, editor: Editor, id: string, sub: string, name = `Person ${sub}`) {
  return postForm(app, `/api/redaktion/peer-reviews/${id}/reviewers`, { sub, name, csrf: editor.csrf }, editor.cookie);
}

function removeReviewer(app: FeedbackApp, editor: Editor, id: string, sub: string) {
  return postForm(app, `/api/redaktion/peer-reviews/${id}/reviewers/remove`, { sub, csrf: editor.csrf }, editor.cookie);
}

function expectRefused(answer: { statusCode: number; body: string }, status: number, code: string) {
  expect(answer.statusCode).toBe(status);
  expect(answer.body).toContain(`<code>${code}</code>`);
}

describe('planning peer reviews in the Redaktion', () => {
  it('lists the requests with filters, linked from the navigation, and keeps them out of caches and search engines', async () => {
    const { app, clock } = await build();
    const editor = await signInLocally(app);
    await addRequest(app, { service: 'Wohngeld online', level: 'land', phase: 'betreiben' });
    clock.advance(1000);
    const second = await addRequest(app, { service: 'Hundesteuer', level: 'kommune', phase: 'verstehen' });
    clock.advance(1000);
    await addRequest(app, { service: 'Elterngeld <Digital>', level: 'bund', phase: 'betreiben' });

    expect((await get(app, '/redaktion', editor)).body).toContain(`<a href="${LIST}">Peer Reviews</a>`);
    const all = await get(app, LIST, editor);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(all.body).toContain('aria-current="page"');
    expect(all.body).toContain('3 Anfragen, davon 3 auf dieser Seite.');
    expect(all.body).toContain('Elterngeld &lt;Digital&gt;');
    expect(all.body.indexOf('Elterngeld')).toBeLessThan(all.body.indexOf('Hundesteuer'));
    expect(all.body.indexOf('Hundesteuer')).toBeLessThan(all.body.indexOf('Wohngeld'));
    expect(all.body).toContain(`href="${LIST}/${second}"`);

    const betreiben = await get(app, `${LIST}?phase=betreiben`, editor);
    expect(betreiben.body).toContain('2 Anfragen');
    expect(betreiben.body).not.toContain('Hundesteuer');
    const land = await get(app, `${LIST}?ebene=land&phase=betreiben&status=eingegangen`, editor);
    expect(land.body).toContain('1 Anfrage.');
    expect(land.body).toContain('Wohngeld online');
    expect(land.body).toContain('Filter zurücksetzen');
    expect((await get(app, `${LIST}?status=terminiert`, editor)).body).toContain('Keine Anfrage passt zum Filter.');
    for (const query of ['?status=erledigt', '?ebene=europa', '?phase=x', '?blatt=0']) expectRefused(await get(app, `${LIST}${query}`, editor), 400, 'REDAKTION_INVALID_INPUT');
  });

  it('shows what the team sent, escaped, with the Selbstcheck as a summary and a download', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    const id = await addRequest(app, { goal: 'Ziel mit <script>alert(1)</script> darin', timeWindows: '' });
    const page = await get(app, `${LIST}/${id}`, editor);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('Peer Review: Bürgerportal');
    expect(page.body).toContain('Ziel mit &lt;script&gt;alert(1)&lt;/script&gt; darin');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('Stadt Musterstadt');
    expect(page.body).toContain('Kriterium 1, Kriterium 6');
    expect(page.body).toContain('anna@example.org');
    expect(page.body).toContain('„Bürgerportal“: 3 Antworten zu 2 Kriterien (ja 1, teilweise 1, nein 1, nicht relevant 0; zuletzt geändert 20.11.2026)');
    expect(page.body).toContain('Noch keine Prüfenden zugeordnet.');
    // From eingegangen the form offers only the allowed ways.
    expect(page.body).toContain('<option value="in-planung"');
    expect(page.body).not.toContain('<option value="terminiert"');

    const file = await get(app, `${LIST}/${id}/selbstcheck.json`, editor);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="selbstcheck-${id.slice(0, 8)}.json"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(file.body)).toEqual(reviewRequest(id).selbstcheck);

    const without = await addRequest(app, { selbstcheck: null });
    expect((await get(app, `${LIST}/${without}`, editor)).body).toContain('Das Team hat keinen Selbstcheck angehängt.');
    expectRefused(await get(app, `${LIST}/${without}/selbstcheck.json`, editor), 404, 'REDAKTION_REVIEW_NOT_FOUND');
    expectRefused(await get(app, `${LIST}/${randomUUID()}`, editor), 404, 'REDAKTION_REVIEW_NOT_FOUND');
    expectRefused(await get(app, `${LIST}/keine-anfrage`, editor), 404, 'REDAKTION_REVIEW_NOT_FOUND');
  });

  it('changes the state only along the allowed ways, each change in the audit log', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    // The Redaktion's steps to each state; after 'begutachtet' the team's answer (yes) and the
    // publisher's record come in between, as the store takes them.
    const reviewed = ['in-planung', 'terminiert', 'begutachtet'] as const;
    const ways: Record<ReviewState, ReviewState[]> = {
      eingegangen: [],
      'in-planung': ['in-planung'],
      terminiert: ['in-planung', 'terminiert'],
      begutachtet: [...reviewed],
      'bericht-abgestimmt': [...reviewed],
      veroeffentlicht: [...reviewed, 'veroeffentlicht'],
      abgelehnt: ['abgelehnt'],
      zurueckgezogen: ['zurueckgezogen'],
    };
    const agreed = async (id: string) => {
      expect(await app.feedbackStore.recordReviewAgreement(id, { publish: true, withholdName: false })).toBe('recorded');
      expect(await app.feedbackStore.recordReviewPublication(id, { kind: 'file', path: `/tmp/${id}.json` })).toBe('published');
    };
    let changes = 0;
    for (const from of REVIEW_STATES) {
      for (const to of REVIEW_STATES) {
        const id = await addRequest(app);
        for (const sub of ['1', '2']) expect((await addReviewer(app, editor, id, sub)).statusCode).toBe(303);
        for (const step of ways[from]) {
          if (step === 'veroeffentlicht') await agreed(id);
          expect((await changeState(app, editor, id, step, step === 'terminiert' ? '2027-01-14' : '')).statusCode, `${from}: ${step}`).toBe(303);
        }
        if (from === 'bericht-abgestimmt') await agreed(id);
        changes += ways[from].length;
        const answer = await changeState(app, editor, id, to, to === 'terminiert' ? '2027-02-01' : '');
        const row = await app.feedbackStore.getReviewRequest(id);
        if (REVIEW_TRANSITIONS[from].includes(to)) {
          changes += 1;
          expect(answer.statusCode, `${from} → ${to}`).toBe(303);
          expect(answer.headers.location).toBe(`${LIST}/${id}?erledigt=state#bestaetigung`);
          expect(row?.state).toBe(to);
        } else {
          expectRefused(answer, 409, 'REDAKTION_REVIEW_TRANSITION');
          expect(row?.state, `${from} → ${to}`).toBe(from);
        }
      }
    }
    const { entries } = await app.feedbackStore.listAudit({ limit: 1000, offset: 0 });
    expect(entries.filter((entry) => entry.action === 'review-state')).toHaveLength(changes);
  });

  it('needs a valid day and two reviewers for terminiert, sends the team the "date set" e-mail and says so', async () => {
    const { app, config } = await build();
    const editor = await signInLocally(app);
    const id = await addRequest(app, { service: 'Kfz-Zulassung' });
    expect((await changeState(app, editor, id, 'in-planung')).statusCode).toBe(303);
    const planning = await get(app, `${LIST}/${id}`, editor);
    expect(planning.body).toContain('<option value="terminiert"');
    expect(planning.body).toContain('type="date"');
    expect(planning.body).toContain('Für „terminiert“ braucht die Anfrage mindestens zwei Prüfende.');

    expectRefused(await changeState(app, editor, id, 'terminiert', '2027-01-14'), 409, 'REDAKTION_REVIEWERS_TOO_FEW');
    await addReviewer(app, editor, id, '4711', 'Erika Mustermann');
    await addReviewer(app, editor, id, '815', 'Max Muster');
    for (const datum of [undefined, '', '2027-02-30', '14.01.2027', '1999-12-31']) expectRefused(await changeState(app, editor, id, 'terminiert', datum), 400, 'REDAKTION_REVIEW_DATE_INVALID');
    expectRefused(await changeState(app, editor, id, 'fertig', '2027-01-14'), 400, 'REDAKTION_INVALID_INPUT');
    expect((await app.feedbackStore.getReviewRequest(id))?.state).toBe('in-planung');
    expect(await app.mailbox.list()).toEqual([]);

    const done = await changeState(app, editor, id, 'terminiert', '2027-01-14');
    expect(done.statusCode).toBe(303);
    const page = await get(app, done.headers.location!.replace(/#.*$/, ''), editor);
    expect(page.body).toContain('id="bestaetigung"');
    expect(page.body).toContain('Der Status ist jetzt „terminiert“, Termin am 14.01.2027. Das Team erhält eine E-Mail mit dem Termin.');
    expect(await app.feedbackStore.getReviewRequest(id)).toMatchObject({ state: 'terminiert', scheduledFor: '2027-01-14' });

    const mails = await app.mailbox.list();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'anna@example.org', subject: 'Peer Review für „Kfz-Zulassung“: Termin am Donnerstag, 14. Januar 2027', state: 'unsent' });
    const mail = await app.mailbox.read(mails[0]!.id);
    expect(mail?.text).toContain('Der Termin für das Peer Review des Service „Kfz-Zulassung“ steht fest: Donnerstag, 14. Januar 2027.');
    expect(mail?.text).toContain('in der E-Mail, mit der wir den Eingang Ihrer Anfrage bestätigt haben');
    expect(readdirSync(config.mail.dir).filter((name) => name.endsWith('.eml'))).toEqual([`${mails[0]!.id}.eml`]);
    expect(readFileSync(`${config.mail.dir}/${mails[0]!.id}.eml`, 'utf8')).toContain('To: anna@example.org');

    // 'begutachtet': the draft report waits on the status page, whose address the Redaktion does not know.
    await changeState(app, editor, id, 'begutachtet');
    const draftMails = (await app.mailbox.list()).filter((entry) => entry.id !== mails[0]!.id);
    expect(draftMails).toMatchObject([{ to: 'anna@example.org', subject: 'Peer Review für „Kfz-Zulassung“: Der Entwurf des Prüfberichts liegt vor' }]);
    const draftMail = await app.mailbox.read(draftMails[0]!.id);
    expect(draftMail?.text).toContain('entscheiden Sie dort, ob er veröffentlicht werden darf');
    expect(draftMail?.text).toContain('in der E-Mail, mit der wir den Eingang Ihrer Anfrage bestätigt haben');

    // The team agreed and the report went out as a file whose content the store does not keep
    // here: marked published by hand, the "published" e-mail points to the register.
    await app.feedbackStore.recordReviewAgreement(id, { publish: true, withholdName: false });
    await app.feedbackStore.recordReviewPublication(id, { kind: 'file', path: `/tmp/${id}.json` });
    await changeState(app, editor, id, 'veroeffentlicht');
    const publishedMails = (await app.mailbox.list()).filter((entry) => entry.subject.endsWith('Der Prüfbericht ist veröffentlicht'));
    expect(publishedMails).toMatchObject([{ to: 'anna@example.org', subject: 'Peer Review für „Kfz-Zulassung“: Der Prüfbericht ist veröffentlicht' }]);
    expect((await app.mailbox.read(publishedMails[0]!.id))?.text).toContain('https://servicestandard.example/pruefberichte\n');

    const log = await get(app, '/redaktion/protokoll', editor);
    expect(log.body).toContain('Status eines Peer Reviews geändert: terminiert, 14.01.2027');
    expect(log.body).toContain('Status eines Peer Reviews geändert: begutachtet');
    expect(log.body).toContain('prüfende Person zugeordnet: Erika Mustermann (4711)');
    expect(log.body).toContain(`<a href="${LIST}/${id}">Peer Review ${id.slice(0, 8)}</a>`);
    expect(log.body).not.toContain('anna@example.org');
  });

  it('assigns two to four reviewers, each once, and removes them; refusals name their code', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    const id = await addRequest(app);
    expectRefused(await addReviewer(app, editor, id, 'abc'), 400, 'REDAKTION_REVIEWER_SUB_INVALID');
    expectRefused(await addReviewer(app, editor, id, '12', ''), 400, 'REDAKTION_REVIEWER_NAME_INVALID');
    expectRefused(await addReviewer(app, editor, id, '12', 'Zeile\nzwei'), 400, 'REDAKTION_REVIEWER_NAME_INVALID');
    expectRefused(await addReviewer(app, editor, id, '12', 'x'.repeat(201)), 400, 'REDAKTION_REVIEWER_NAME_INVALID');

    const added = await addReviewer(app, editor, id, '4711', '  Erika <Mustermann>  ');
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`${LIST}/${id}?erledigt=reviewer-added#bestaetigung`);
    expectRefused(await addReviewer(app, editor, id, '4711', 'Erika'), 409, 'REDAKTION_REVIEWER_DUPLICATE');
    for (const sub of ['2', '3', '4']) expect((await addReviewer(app, editor, id, sub)).statusCode).toBe(303);
    expectRefused(await addReviewer(app, editor, id, '5'), 409, 'REDAKTION_REVIEWERS_FULL');
    const page = await get(app, `${LIST}/${id}?erledigt=reviewer-added`, editor);
    expect(page.body).toContain('Die Person ist als prüfende Person zugeordnet.');
    expect(page.body).toContain('Erika &lt;Mustermann&gt;');
    expect(page.body).toContain('Der Anfrage sind vier Prüfende zugeordnet, mehr sind nicht möglich.');
    expect(page.body).not.toContain('name="name"');
    expect((await get(app, LIST, editor)).body).toMatch(/<td[^>]*>4<\/td>/);

    // Terminiert with four, then down to two: the last two stay.
    await changeState(app, editor, id, 'in-planung');
    await changeState(app, editor, id, 'terminiert', '2027-05-03');
    for (const sub of ['3', '4']) expect((await removeReviewer(app, editor, id, sub)).headers.location).toBe(`${LIST}/${id}?erledigt=reviewer-removed#bestaetigung`);
    expectRefused(await removeReviewer(app, editor, id, '2'), 409, 'REDAKTION_REVIEWERS_TOO_FEW');
    expectRefused(await removeReviewer(app, editor, id, '3'), 409, 'REDAKTION_REVIEWER_NOT_ASSIGNED');
    expect((await app.feedbackStore.listReviewers(id)).map((r) => r.sub)).toEqual(['4711', '2']);
    expect((await app.feedbackStore.listReviewers(id))[0]).toMatchObject({ name: 'Erika <Mustermann>', assignedBy: 'lokal' });

    await changeState(app, editor, id, 'zurueckgezogen');
    expectRefused(await addReviewer(app, editor, id, '9'), 409, 'REDAKTION_REVIEW_CLOSED');
    expectRefused(await addReviewer(app, editor, randomUUID(), '9'), 404, 'REDAKTION_REVIEW_NOT_FOUND');

    const { entries } = await app.feedbackStore.listAudit({ limit: 100, offset: 0 });
    expect(entries.filter((entry) => entry.action === 'review-reviewer-added').map((entry) => entry.detail)).toEqual(['Person 4 (4)', 'Person 3 (3)', 'Person 2 (2)', 'Erika <Mustermann> (4711)']);
    expect(entries.filter((entry) => entry.action === 'review-reviewer-removed').map((entry) => entry.detail)).toEqual(['Person 4 (4)', 'Person 3 (3)']);
    expect(entries.every((entry) => entry.action === 'sign-in' || entry.reviewRequestId === id)).toBe(true);
  });

  it('refuses without a session or without the CSRF token, and changes nothing', async () => {
    const { app } = await build();
    const id = await addRequest(app);
    for (const url of [LIST, `${LIST}/${id}`, `${LIST}/${id}/selbstcheck.json`]) {
      const answer = await get(app, url);
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location).toBe('/redaktion/anmelden');
    }
    const anonymous = await postForm(app, `/api/redaktion/peer-reviews/${id}/state`, { state: 'in-planung' });
    expectRefused(anonymous, 401, 'REDAKTION_SIGN_IN_REQUIRED');

    const editor = await signInLocally(app);
    const forged = [
      postForm(app, `/api/redaktion/peer-reviews/${id}/state`, { state: 'in-planung' }, editor.cookie),
      postForm(app, `/api/redaktion/peer-reviews/${id}/reviewers`, { sub: '1', name: 'A', csrf: 'x'.repeat(43) }, editor.cookie),
      postForm(app, `/api/redaktion/peer-reviews/${id}/reviewers/remove`, { sub: '1' }, editor.cookie),
    ];
    for (const answer of await Promise.all(forged)) expectRefused(answer, 403, 'REDAKTION_CSRF');
    expect(await app.feedbackStore.getReviewRequest(id)).toMatchObject({ state: 'eingegangen', reviewerCount: 0 });
    const { entries } = await app.feedbackStore.listAudit({ limit: 100, offset: 0 });
    expect(entries.map((entry) => entry.action)).toEqual(['sign-in']);
  });
});
