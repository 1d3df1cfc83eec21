/**
 * Publication of a peer-review report (issue 34, item 7) through the real app: with GitLab (the
 * stand-in on 127.0.0.1) a commit on pruefbericht/<id> carries the file and a merge request
 * follows; without GitLab the file lands in SITE_PRUEFBERICHTE_DIR. Idempotency, a failed call
 * and the Redaktion's "Erneut versuchen", an invalid report and the request's page.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Report } from '@servicestandard/pruefbericht';
import { startGitLabStandIn } from '@servicestandard/testkit';
import type { FeedbackApp } from '../../src/app.ts';
import { reportFileContent } from '../../src/plugins/publication.ts';
import { postForm, signInLocally } from '../editor/helper.ts';
import { build } from '../helper.ts';
import { reviewRequest, storeReviewRequest } from '../store/fixtures.ts';

const TOKEN = 'glpat-publication-test-token';

function report(overrides: Partial<Report> = {}): Report {
  return {
    format: 'servicestandard-pruefbericht',
    version: 1,
    id: '2026-11-buergerportal',
    service: 'Bürgerportal /close @alle',
    organisation: 'Stadt Musterstadt',
    level: 'kommune',
    phase: 'entwickeln',
    reviewedOn: '2026-11-10',
    publishedOn: '2026-11-27',
    reviewers: ['Erika Mustermann'],
    criteria: [
      {
        criterion: 6,
        title: 'Barrierefreie Nutzung sicherstellen',
        summary: 'Gut begonnen.',
        strengths: 'Tests mit Nutzenden.',
        requirements: [{ id: '6.1', title: 'Erklärung veröffentlichen', level: 'MUSS', rating: 'nicht-erfuellt', reasoning: 'Fehlt.', recommendation: 'Verlinken.' }],
      },
    ],
    ...overrides,
  };
}

/** A request the team agreed to publish. */
async function agreedRequest(app: FeedbackApp): Promise<string> {
  const id = randomUUID();
  await storeReviewRequest(app.feedbackStore, reviewRequest(id, { statusTokenHash: `hash-${id}` }));
  expect(await app.feedbackStore.setReviewState(id, 'begutachtet')).toBe(true);
  expect(await app.feedbackStore.recordReviewAgreement(id, { publish: true, withholdName: false })).toBe('recorded');
  return id;
}

async function withGitLab(logLines?: string[]) {
  const gitlab = await startGitLabStandIn({ token: TOKEN });
  onTestFinished(() => gitlab.close());
  const built = await build({ env: { FEEDBACK_GITLAB_API_URL: gitlab.apiUrl, FEEDBACK_GITLAB_TOKEN: TOKEN }, logLines });
  return { gitlab, ...built };
}

const requestPage = async (app: FeedbackApp, id: string) => {
  const editor = await signInLocally(app);
  const page = await app.inject({ url: `/redaktion/peer-reviews/${id}`, headers: { cookie: editor.cookie } });
  expect(page.statusCode).toBe(200);
  return { editor, html: page.body };
};

describe('publication through GitLab', () => {
  it('commits the report file on its own branch and opens one merge request; the request waits for the build and the e-mail to the team for the Redaktion', async () => {
    const { app, gitlab } = await withGitLab();
    const id = await agreedRequest(app);
    const publication = await app.publisher.publish(report(), id);

    expect(gitlab.commits).toHaveLength(1);
    expect(gitlab.commits[0]).toMatchObject({ projectId: 4516, branch: 'pruefbericht/2026-11-buergerportal', startBranch: 'main', message: 'Prüfbericht 2026-11-buergerportal hinzufügen' });
    const path = 'site/src/content/pruefberichte/2026-11-buergerportal.json';
    const arrived = gitlab.file('pruefbericht/2026-11-buergerportal', path);
    expect(arrived).toBe(reportFileContent(report()));
    expect(JSON.parse(arrived!)).toEqual(report());
    expect(arrived!.endsWith('}\n') && arrived!.includes('\n  "format"')).toBe(true);
    expect(gitlab.file('main', path)).toBeUndefined();

    expect(gitlab.mergeRequests).toHaveLength(1);
    const mr = gitlab.mergeRequests[0]!;
    expect(mr).toMatchObject({ source_branch: 'pruefbericht/2026-11-buergerportal', target_branch: 'main', title: 'Prüfbericht 2026-11-buergerportal veröffentlichen', remove_source_branch: true });
    // Fixed text and the id only: the service's name (with its "/close" and "@alle") stays in the file.
    expect(`${mr.title}\n${mr.description}`).not.toMatch(/Bürgerportal|@|^\//m);
    expect(gitlab.requests.every((request) => request.token === TOKEN)).toBe(true);
    expect(publication).toEqual({ kind: 'merge-request', url: mr.web_url, branch: 'pruefbericht/2026-11-buergerportal' });

    // Sent, not yet public: the request waits in 'bericht-abgestimmt' for the merge and the build,
    // and no "published" e-mail goes out before the Redaktion marks it so.
    const row = await app.feedbackStore.getReviewRequest(id);
    expect(row?.state).toBe('bericht-abgestimmt');
    expect(row?.publication.published).toMatchObject(publication);
    expect(await app.mailbox.list()).toEqual([]);

    // Again: the stored publication, no call to GitLab, no second e-mail.
    const calls = gitlab.requests.length;
    expect(await app.publisher.publish(report(), id)).toEqual(publication);
    expect(gitlab.requests).toHaveLength(calls);
    expect(await app.mailbox.list()).toEqual([]);

    const { html } = await requestPage(app, id);
    expect(html).toContain(`Merge Request <a href="${mr.web_url}">${mr.web_url}</a> geöffnet`);
    expect(html).not.toContain('Erneut versuchen');
  });

  it('leaves a failed attempt bericht-abgestimmt without a publication; "Erneut versuchen" reuses the branch it left', async () => {
    const logLines: string[] = [];
    const { app, gitlab, clock } = await withGitLab(logLines);
    const id = await agreedRequest(app);
    // The commit arrives, its answer does not (the client waits 300 ms).
    gitlab.failNext({ kind: 'slow', delayMs: 2000 });
    await expect(app.publisher.publish(report(), id)).rejects.toMatchObject({ code: 'PUBLICATION_FAILED' });
    expect(gitlab.hasBranch('pruefbericht/2026-11-buergerportal')).toBe(true);
    expect(gitlab.mergeRequests).toEqual([]);
    const failed = await app.feedbackStore.getReviewRequest(id);
    expect(failed).toMatchObject({ state: 'bericht-abgestimmt', publication: { published: null, failedAt: clock.now(), report: reportFileContent(report()) } });
    expect(await app.mailbox.list()).toEqual([]);
    expect(logLines.some((line) => line.includes('publishing a peer-review report failed') && line.includes(id))).toBe(true);
    expect(logLines.join('\n')).not.toContain(TOKEN);

    const { editor, html } = await requestPage(app, id);
    expect(html).toContain('Die Übergabe zur Veröffentlichung ist am');
    expect(html).toContain('fehlgeschlagen');
    expect(html).toContain(`<form action="/api/redaktion/peer-reviews/${id}/publication" method="post"><input type="hidden" name="csrf" value="${editor.csrf}"/>`);
    const url = `/api/redaktion/peer-reviews/${id}/publication`;

    // Without the CSRF token nothing happens.
    expect((await postForm(app, url, {}, editor.cookie)).statusCode).toBe(403);
    expect(gitlab.mergeRequests).toEqual([]);

    // GitLab refuses once more: the error page, still no publication.
    gitlab.failNext({ kind: 'error', status: 500 });
    const refused = await postForm(app, url, { csrf: editor.csrf }, editor.cookie);
    expect(refused.statusCode).toBe(502);
    expect(refused.body).toContain('Veröffentlichung fehlgeschlagen');
    expect((await app.feedbackStore.getReviewRequest(id))?.state).toBe('bericht-abgestimmt');

    const retried = await postForm(app, url, { csrf: editor.csrf }, editor.cookie);
    expect(retried.statusCode).toBe(303);
    expect(retried.headers.location).toBe(`/redaktion/peer-reviews/${id}#veroeffentlichung`);
    expect(gitlab.commits).toHaveLength(1);
    expect(gitlab.mergeRequests).toHaveLength(1);
    expect((await app.feedbackStore.getReviewRequest(id))?.publication.published?.kind).toBe('merge-request');
    const audit = await app.feedbackStore.listAudit({ limit: 10, offset: 0 });
    expect(audit.entries.filter((entry) => entry.action === 'review-publication').map((entry) => entry.detail)).toEqual([gitlab.mergeRequests[0]!.web_url, 'PUBLICATION_FAILED']);

    // Published: nothing left to try again.
    expect((await postForm(app, url, { csrf: editor.csrf }, editor.cookie)).statusCode).toBe(409);
  });

  it('takes the merge request another attempt opened from the same branch', async () => {
    const { app, gitlab } = await withGitLab();
    const first = await agreedRequest(app);
    const second = await agreedRequest(app);
    const [a, b] = await Promise.all([app.publisher.publish(report(), first), app.publisher.publish(report(), second)]);
    expect(gitlab.commits).toHaveLength(1);
    expect(gitlab.mergeRequests).toHaveLength(1);
    expect(a).toEqual(b);
  });

  it('refuses an invalid report without calling GitLab, and a request that was not agreed', async () => {
    const { app, gitlab } = await withGitLab();
    const id = await agreedRequest(app);
    await expect(app.publisher.publish({ ...report(), id: 'Kein Kebab' }, id)).rejects.toMatchObject({ code: 'PUBLICATION_REPORT_INVALID' });
    await expect(app.publisher.publish({ ...report(), criteria: [] }, id)).rejects.toMatchObject({ code: 'PUBLICATION_REPORT_INVALID' });
    await expect(app.publisher.publish(report(), randomUUID())).rejects.toMatchObject({ code: 'PUBLICATION_REQUEST_UNKNOWN' });
    const open = randomUUID();
    await storeReviewRequest(app.feedbackStore, reviewRequest(open, { statusTokenHash: `hash-${open}` }));
    await expect(app.publisher.publish(report(), open)).rejects.toMatchObject({ code: 'PUBLICATION_NOT_AGREED' });
    expect(gitlab.requests).toEqual([]);
    expect((await app.feedbackStore.getReviewRequest(id))?.publication).toEqual({ published: null, report: null, failedAt: null });
  });
});

describe('publication without GitLab', () => {
  it('writes the file into the content folder, once, and says it appears with the next build', async () => {
    const { app, config } = await build();
    const id = await agreedRequest(app);
    const publication = await app.publisher.publish(report(), id);
    const path = join(config.publication.localDir, '2026-11-buergerportal.json');
    expect(publication).toEqual({ kind: 'file', path });
    expect(readFileSync(path, 'utf8')).toBe(reportFileContent(report()));
    expect(readdirSync(config.publication.localDir)).toEqual(['2026-11-buergerportal.json']);
    expect(await app.publisher.publish(report(), id)).toEqual(publication);
    expect((await app.feedbackStore.getReviewRequest(id))?.state).toBe('bericht-abgestimmt');

    const { html } = await requestPage(app, id);
    expect(html).toContain(`Datei <code>${path}</code> geschrieben; der Bericht erscheint mit dem nächsten Build der Website.`);
  });

  it('never replaces a different file of the same name; the same content counts as written', async () => {
    const { app, config } = await build();
    mkdirSync(config.publication.localDir, { recursive: true });
    const path = join(config.publication.localDir, '2026-11-buergerportal.json');
    writeFileSync(path, '{"other": true}\n');
    const id = await agreedRequest(app);
    await expect(app.publisher.publish(report(), id)).rejects.toMatchObject({ code: 'PUBLICATION_FILE_CONFLICT' });
    expect(readFileSync(path, 'utf8')).toBe('{"other": true}\n');
    expect(readdirSync(config.publication.localDir)).toEqual(['2026-11-buergerportal.json']);
    expect((await app.feedbackStore.getReviewRequest(id))?.state).toBe('bericht-abgestimmt');

    writeFileSync(path, reportFileContent(report()));
    expect(await app.publisher.publish(report(), id)).toEqual({ kind: 'file', path });
    expect(existsSync(path)).toBe(true);
  });
});
