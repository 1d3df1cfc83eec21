/**
 * What editors see and do: the feedback list with status, page, date, labels, issue link and last
 * error, filtered by status and page; the e-mail address only on the detail page, with the
 * "kontaktiert" mark; retrying a failed publication; erasing the personal data of one feedback on
 * request, confirmed on screen; the audit log (who, what, when, no sender data, kept one year).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startGitLabStandIn } from '@servicestandard/testkit';
import { loadConfig } from '../../src/config.ts';
import { buildServer } from '../../src/server.ts';
import { build, tempDbPath, testClock } from '../helper.ts';
import { addFeedback, postForm, signInLocally, type Editor } from './helper.ts';

const TOKEN = 'glpat-redaktion-0123456789';

const page = (app: Awaited<ReturnType<typeof build>>['app'], url: string, editor: Editor) => app.inject({ url, headers: { cookie: editor.cookie } });

/** The text of the table rows, tags removed, one string per row. */
function rows(html: string): string[] {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

describe('the feedback list', () => {
  it('shows every feedback with date, page, status, labels, follow-up, issue and last error, newest first', async () => {
    const gitlab = await startGitLabStandIn({ token: TOKEN, projectIds: [4516] });
    onTestFinished(() => gitlab.close());
    const { app, clock } = await build({ env: { FEEDBACK_GITLAB_API_URL: gitlab.apiUrl, FEEDBACK_GITLAB_TOKEN: TOKEN } });
    const published = await addFeedback(app, { pagePath: '/glossar' });
    await app.feedbackOutbox.drain();
    clock.advance(60_000);
    gitlab.failNext({ kind: 'error', status: 422 });
    const failed = await addFeedback(app, { pagePath: '/ueber', labels: ['barriere'], email: 'anna@example.org' });
    await app.feedbackOutbox.drain();
    clock.advance(60_000);
    await gitlab.down();
    const queued = await addFeedback(app, { pagePath: '/ueber' });
    // Accepting wakes the outbox at once; its first try fails while GitLab is down, the feedback stays queued.
    await app.feedbackOutbox.drain();
    expect(await app.feedbackStore.getFeedback(published)).toMatchObject({ status: 'published' });
    expect(await app.feedbackStore.getFeedback(failed)).toMatchObject({ status: 'failed' });

    const editor = await signInLocally(app);
    const list = await page(app, '/redaktion', editor);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('3 Rückmeldungen, davon 3 auf dieser Seite.');
    expect(rows(list.body)).toEqual([
      expect.stringMatching(/^15\.01\.2026, 10:02 \/ueber Der Kontrast der Links ist zu gering\. in Warteschlange keine keine E-Mail noch keins network error/),
      expect.stringMatching(/^15\.01\.2026, 10:01 \/ueber Der Kontrast der Links ist zu gering\. fehlgeschlagen barriere E-Mail vorhanden noch keins GitLab answered 422/),
      '15.01.2026, 10:00 /glossar Der Kontrast der Links ist zu gering. veröffentlicht keine keine E-Mail #1 –',
    ]);
    // The barrier report stands out, and its row links to its details; the address is not in the list.
    expect(list.body).toContain('<span class="kern-badge kern-badge--warning"><span class="kern-label">barriere</span></span>');
    expect(list.body).toContain(`href="/redaktion/feedback/${queued}"`);
    expect(list.body).toContain(`href="${gitlab.issues[0]!.web_url}"`);
    expect(list.body).not.toContain('anna@example.org');

    const failedOnly = await page(app, '/redaktion?status=failed', editor);
    expect(rows(failedOnly.body)).toHaveLength(1);
    expect(failedOnly.body).toContain('<option value="failed" selected="">fehlgeschlagen</option>');
    expect(rows((await page(app, '/redaktion?seite=%2Fueber', editor)).body)).toHaveLength(2);
    expect(rows((await page(app, '/redaktion?status=published&seite=%2Fueber', editor)).body)).toEqual([]);
    expect((await page(app, '/redaktion?status=published&seite=%2Fueber', editor)).body).toContain('Keine Rückmeldung passt zum Filter.');
  });

  it('refuses a filter value it does not know with a German message and a stable code', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    for (const query of ['status=geloescht', 'seite=ueber', 'blatt=0', 'blatt=zwei']) {
      const answer = await page(app, `/redaktion?${query}`, editor);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.body).toContain('Ungültige Eingabe');
      expect(answer.body).toContain('<code>REDAKTION_INVALID_INPUT</code>');
    }
  });

  it('pages through long lists, 50 at a time', async () => {
    const { app, clock } = await build({ env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '1000', FEEDBACK_RATE_LIMIT_CHALLENGE: '1000' } });
    for (let i = 0; i < 51; i++) {
      clock.advance(1_000);
      await addFeedback(app, { description: `Nummer ${i}` });
    }
    const editor = await signInLocally(app);
    const first = await page(app, '/redaktion', editor);
    expect(rows(first.body)).toHaveLength(50);
    expect(first.body).toContain('<a href="/redaktion?blatt=2" rel="next">Ältere</a>');
    const second = await page(app, '/redaktion?blatt=2', editor);
    expect(rows(second.body)).toHaveLength(1);
    expect(second.body).toContain('<a href="/redaktion" rel="prev">Neuere</a>');
  });
});

describe('one feedback', () => {
  it('shows the e-mail address only here, and the editor marks the sender as contacted', async () => {
    const { app } = await build();
    const id = await addFeedback(app, { email: 'anna@example.org', description: 'Erste Zeile\n\nZweiter Absatz <b>fett</b>' });
    const editor = await signInLocally(app);
    const detail = await page(app, `/redaktion/feedback/${id}`, editor);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('<a href="mailto:anna@example.org">anna@example.org</a>');
    expect(detail.body).toContain('Noch nicht kontaktiert.');
    // Everything from the store is escaped.
    expect(detail.body).toContain('<p>Zweiter Absatz &lt;b&gt;fett&lt;/b&gt;</p>');
    // Not on the sender's status page, not in the API.
    expect((await app.inject(`/api/feedback/${id}`)).body).not.toContain('anna@example.org');

    const marked = await postForm(app, `/api/redaktion/feedback/${id}/contacted`, { contacted: '1', csrf: editor.csrf }, editor.cookie);
    expect(marked.statusCode).toBe(303);
    expect(marked.headers.location).toBe(`/redaktion/feedback/${id}?erledigt=contacted#bestaetigung`);
    const after = await page(app, marked.headers.location!, editor);
    expect(after.body).toContain('Die Rückmeldung ist als kontaktiert markiert.');
    expect(after.body).toContain('Kontaktiert am 15.01.2026, 10:00.');
    expect(after.body).toContain('Markierung „kontaktiert“ entfernen');
    expect(rows((await page(app, '/redaktion', editor)).body)[0]).toContain('kontaktiert');

    await postForm(app, `/api/redaktion/feedback/${id}/contacted`, { contacted: '0', csrf: editor.csrf }, editor.cookie);
    expect((await app.feedbackStore.getEditorFeedback(id))?.contactedAt).toBeNull();
    const bad = await postForm(app, `/api/redaktion/feedback/${id}/contacted`, { contacted: 'ja', csrf: editor.csrf }, editor.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('REDAKTION_INVALID_INPUT');
  });

  it('answers an unknown or malformed id with a German 404 page', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'kein-feedback', '%3Cscript%3E']) {
      const answer = await page(app, `/redaktion/feedback/${id}`, editor);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('Rückmeldung nicht gefunden');
      expect(answer.body).toContain('REDAKTION_NOT_FOUND');
      expect(answer.body).not.toContain('<script>');
    }
    const post = await postForm(app, '/api/redaktion/feedback/00000000-0000-4000-8000-000000000000/erase', { csrf: editor.csrf }, editor.cookie);
    expect(post.statusCode).toBe(404);
  });

  it('sends a failed publication again', async () => {
    const gitlab = await startGitLabStandIn({ token: TOKEN });
    onTestFinished(() => gitlab.close());
    const { app } = await build({ env: { FEEDBACK_GITLAB_API_URL: gitlab.apiUrl, FEEDBACK_GITLAB_TOKEN: TOKEN } });
    gitlab.failNext({ kind: 'error', status: 422 });
    const id = await addFeedback(app);
    await app.feedbackOutbox.drain();
    const editor = await signInLocally(app);
    const detail = await page(app, `/redaktion/feedback/${id}`, editor);
    expect(detail.body).toContain('Die Veröffentlichung auf openCode ist fehlgeschlagen.');
    expect(detail.body).toContain('GitLab answered 422');

    const retried = await postForm(app, `/api/redaktion/feedback/${id}/retry`, { csrf: editor.csrf }, editor.cookie);
    expect(retried.statusCode).toBe(303);
    expect((await page(app, retried.headers.location!, editor)).body).toContain('Die Rückmeldung steht wieder in der Warteschlange');
    await app.feedbackOutbox.drain();
    expect(await app.feedbackStore.getFeedback(id)).toMatchObject({ status: 'published', issueIid: 1, lastError: null });
    expect(gitlab.issues).toHaveLength(1);
    // Only a failed row can be sent again.
    const again = await postForm(app, `/api/redaktion/feedback/${id}/retry`, { csrf: editor.csrf }, editor.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('REDAKTION_CONFLICT');
  });

  it('erases the personal data on request after a confirmation step, and confirms it on screen', async () => {
    const gitlab = await startGitLabStandIn({ token: TOKEN });
    onTestFinished(() => gitlab.close());
    const { app } = await build({ env: { FEEDBACK_GITLAB_API_URL: gitlab.apiUrl, FEEDBACK_GITLAB_TOKEN: TOKEN } });
    const published = await addFeedback(app, { email: 'anna@example.org', description: 'Ich heiße Anna Beispiel.' });
    await app.feedbackOutbox.drain();
    await gitlab.down();
    const queued = await addFeedback(app, { email: 'ben@example.org', description: 'Ben schreibt.' });
    const editor = await signInLocally(app);

    const confirm = await page(app, `/redaktion/feedback/${published}/loeschen`, editor);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Endgültig löschen');
    expect(confirm.body).toContain('Diese Rückmeldung ist auf openCode veröffentlicht.');
    expect(await app.feedbackStore.getEditorFeedback(published)).toMatchObject({ email: 'anna@example.org', erasedAt: null }); // nothing yet

    const erased = await postForm(app, `/api/redaktion/feedback/${published}/erase`, { csrf: editor.csrf }, editor.cookie);
    expect(erased.statusCode).toBe(303);
    const shown = await page(app, erased.headers.location!, editor);
    expect(shown.body).toContain('Gelöscht: Die E-Mail-Adresse und die Beschreibung dieser Rückmeldung sind aus dem Feedback-Dienst entfernt.');
    expect(shown.body).toContain(`Das Issue auf openCode enthält die Beschreibung weiterhin. Bearbeiten oder löschen Sie es dort: <a href="${gitlab.issues[0]!.web_url}">`);
    expect(shown.body).not.toContain('anna@example.org');
    expect(shown.body).not.toContain('Anna Beispiel');
    expect(shown.body).toContain('Die Beschreibung wurde auf Anfrage gelöscht.');
    expect(await app.feedbackStore.getEditorFeedback(published)).toMatchObject({ email: '', description: '', status: 'published' });
    // Done is done: the confirmation step is gone.
    expect((await page(app, `/redaktion/feedback/${published}/loeschen`, editor)).statusCode).toBe(303);

    const erasedQueued = await postForm(app, `/api/redaktion/feedback/${queued}/erase`, { csrf: editor.csrf }, editor.cookie);
    expect((await page(app, erasedQueued.headers.location!, editor)).body).toContain('wird nun auch nicht mehr an openCode gesendet');
    await gitlab.up();
    await app.feedbackOutbox.drain();
    expect(gitlab.issues).toHaveLength(1); // the queued one was never sent
    expect(await app.feedbackStore.getEditorFeedback(queued)).toMatchObject({ status: 'stored', email: '', description: '' });
  });
});

describe('the audit log', () => {
  it('records who did what when, without the sender’s data', async () => {
    const { app, clock } = await build();
    const id = await addFeedback(app, { email: 'anna@example.org', description: 'Geheime Beschreibung' });
    const editor = await signInLocally(app);
    clock.advance(60_000);
    await page(app, `/redaktion/feedback/${id}`, editor);
    await postForm(app, `/api/redaktion/feedback/${id}/contacted`, { contacted: '1', csrf: editor.csrf }, editor.cookie);
    clock.advance(60_000);
    await postForm(app, `/api/redaktion/feedback/${id}/erase`, { csrf: editor.csrf }, editor.cookie);

    const log = await page(app, '/redaktion/protokoll', editor);
    expect(log.statusCode).toBe(200);
    expect(rows(log.body)).toEqual([
      `15.01.2026, 10:02 Anmeldung über Einmal-Link (lokal) personenbezogene Daten gelöscht ${id.slice(0, 8)}`,
      `15.01.2026, 10:01 Anmeldung über Einmal-Link (lokal) als kontaktiert markiert ${id.slice(0, 8)}`,
      `15.01.2026, 10:01 Anmeldung über Einmal-Link (lokal) E-Mail-Adresse angezeigt ${id.slice(0, 8)}`,
      '15.01.2026, 10:00 Anmeldung über Einmal-Link (lokal) angemeldet –',
    ]);
    expect(log.body).not.toContain('anna@example.org');
    expect(log.body).not.toContain('Geheime Beschreibung');
    const stored = await app.feedbackStore.listAudit({ limit: 10, offset: 0 });
    expect(JSON.stringify(stored)).not.toMatch(/anna@example\.org|Geheime/);

    await postForm(app, '/api/redaktion/logout', { csrf: editor.csrf }, editor.cookie);
    expect((await app.feedbackStore.listAudit({ limit: 1, offset: 0 })).entries[0]).toMatchObject({ action: 'sign-out', subject: 'lokal' });
  });

  it('keeps entries one year: older ones are deleted when the service starts', async () => {
    const dbPath = tempDbPath();
    const clock = testClock(Date.UTC(2025, 0, 15, 9, 0, 0));
    const first = await build({ dbPath, clock });
    const who = { subject: '4711', name: 'Erika Mustermann' };
    await first.app.feedbackStore.appendAudit({ ...who, action: 'sign-in', feedbackId: null });
    clock.advance(2 * 86_400_000);
    await first.app.feedbackStore.appendAudit({ ...who, action: 'sign-out', feedbackId: null });
    await first.app.close();

    clock.advance(365 * 86_400_000 - 86_400_000); // one year and one day after the first entry
    const second = await build({ dbPath, clock });
    const { entries } = await second.app.feedbackStore.listAudit({ limit: 10, offset: 0 });
    expect(entries.map((entry) => entry.action)).toEqual(['sign-out']);
  });
});

describe('in the site’s frame', () => {
  it('fills the built page /redaktion: title, heading and content, with the site’s header and footer', async () => {
    const siteRoot = await mkdtemp(join(tmpdir(), 'redaktion-shell-'));
    await writeFile(join(siteRoot, 'index.html'), '<!doctype html><html lang="de"><title>Start</title><p>Start</p></html>');
    await writeFile(
      join(siteRoot, 'redaktion.html'),
      '<!doctype html><html lang="de"><head><title>Redaktion – Servicestandard</title><link rel="stylesheet" href="/_astro/site.css"></head>' +
        '<body><header>Kopfzeile</header><main><h1 id="seitentitel">Redaktion</h1><div class="redaktion" data-page-content></div></main><footer>Fußzeile</footer></body></html>',
    );
    const config = loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32) });
    const app = await buildServer({ siteRoot, config });
    onTestFinished(() => app.close());

    const signIn = await app.inject('/redaktion/anmelden');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('<title>Anmelden – Redaktion – Servicestandard</title>');
    expect(signIn.body).toContain('<h1 id="seitentitel">Anmeldung für die Redaktion</h1>');
    expect(signIn.body).toMatch(/<div class="redaktion" data-page-content><p>Dieser Bereich ist dem Team/);
    expect(signIn.body).toContain('<header>Kopfzeile</header>');
    expect(signIn.body).toContain('<footer>Fußzeile</footer>');
    // The site's policy applies (its styles and scripts), and nothing is cached.
    expect(signIn.headers['content-security-policy']).toContain("script-src 'self'");
    expect(signIn.headers['cache-control']).toBe('no-store');
    // The shell itself is no page of its own without a session.
    const bare = await app.inject('/redaktion');
    expect(bare.statusCode).toBe(303);

    const link = new URL(app.editorSignInLink('http://127.0.0.1')!);
    const forward = await app.inject(link.pathname + link.search);
    expect(forward.body).toContain('<meta http-equiv="refresh" content="0; url=/redaktion"/>');
  });
});
