/**
 * The deletion periods the privacy statement names and that are not covered by
 * retention.test.ts: the text of feedback that never reached openCode (no GitLab configured, or
 * publishing failed), and confidential issues on openCode (barrier reports), which the service
 * deletes through the GitLab API six months after they were closed, or lists in the Redaktion when
 * its token may not delete. Against the GitLab stand-in, on both stores, with an injected clock.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { startGitLabStandIn, type GitLabStandIn } from '@servicestandard/testkit';
import { build, feedbackId, STORE_KINDS, submitFeedback, testClock, type StoreKind, type TestClock } from '../helper.ts';
import { signInLocally } from '../editor/helper.ts';
import type { FeedbackApp } from '../../src/app.ts';

const TOKEN = 'glpat-Geheim-0123456789abcdef';
const DAY = 86_400_000;
const TEXT = 'Der Kontrast der Links ist zu gering.';

async function submit(app: FeedbackApp, overrides: Record<string, unknown> = {}) {
  const response = await submitFeedback(app, overrides);
  expect(response.statusCode).toBe(201);
  return feedbackId(response.json<{ statusUrl: string }>().statusUrl);
}

/** The service with GitLab (the stand-in) and the one-time sign-in of the Redaktion. */
async function withGitLab(store: StoreKind, clock: TestClock) {
  const gitlab = await startGitLabStandIn({ token: TOKEN });
  onTestFinished(() => gitlab.close());
  const built = await build({
    store,
    clock,
    env: { FEEDBACK_GITLAB_API_URL: gitlab.apiUrl, FEEDBACK_GITLAB_TOKEN: TOKEN, FEEDBACK_RATE_LIMIT_FEEDBACK: '50' },
  });
  return { ...built, gitlab };
}

const deletions = (gitlab: GitLabStandIn) => gitlab.requests.filter((request) => request.method === 'DELETE');

describe.each(STORE_KINDS)('retention periods on %s', (store) => {
  it('deletes the text of feedback never handed to openCode six months after it was sent (no GitLab)', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const { app } = await build({ store, clock, env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '50' } });
    const old = await submit(app);
    clock.advance(30 * DAY);
    const recent = await submit(app);

    // 15 July 09:00 is six months after the first: kept until then, deleted right after.
    clock.advance(Date.UTC(2026, 6, 15, 9, 0, 0) - clock.now());
    expect((await app.feedbackRetention.run()).texts).toBe(0);
    clock.advance(1);
    expect((await app.feedbackRetention.run()).texts).toBe(1);
    expect(await app.feedbackStore.getFeedback(old)).toMatchObject({ description: '', status: 'stored', pagePath: '/ueber' });
    expect((await app.feedbackStore.getFeedback(recent))?.description).toBe(TEXT);
  });

  it('deletes the text of feedback whose publishing failed six months after it was sent, and never sends it afterwards', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const { app, gitlab } = await withGitLab(store, clock);
    gitlab.failNext({ kind: 'error', status: 422 });
    const failed = await submit(app);
    await app.feedbackOutbox.drain();
    expect((await app.feedbackStore.getFeedback(failed))?.status).toBe('failed');

    clock.advance(Date.UTC(2026, 6, 15, 9, 0, 1) - clock.now());
    expect((await app.feedbackRetention.run()).texts).toBe(1);
    // Out of the queue for good: a retry in the Redaktion would create an issue without text.
    expect(await app.feedbackStore.getFeedback(failed)).toMatchObject({ description: '', status: 'stored' });
    expect(await app.feedbackStore.retryFailed(failed)).toBe(false);
    await app.feedbackOutbox.drain();
    expect(gitlab.issues).toHaveLength(0);
  });

  it('deletes a confidential issue through the GitLab API six months after it was closed, and only that one', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const { app, gitlab } = await withGitLab(store, clock);
    const barrier = await submit(app, { labels: ['barriere'], description: 'Der Screenreader liest die Tabelle nicht vor.' });
    const stillOpen = await submit(app, { labels: ['barriere'] });
    await submit(app); // public feedback: its issue stays
    await app.feedbackOutbox.drain();
    expect(gitlab.issues.map((issue) => issue.confidential)).toEqual([true, true, false]);
    const [closed, open] = gitlab.issues;

    clock.advance(10 * DAY);
    gitlab.closeIssue(closed!.iid, new Date(clock.now()));
    // Six months after closing: not yet.
    clock.advance(Date.UTC(2026, 6, 25, 9, 0, 0) - clock.now());
    expect(await app.feedbackRetention.run()).toMatchObject({ issues: 0, issuesRefused: 0 });
    expect(deletions(gitlab)).toHaveLength(0);
    clock.advance(1);
    expect(await app.feedbackRetention.run()).toMatchObject({ issues: 1, issuesRefused: 0 });
    expect(deletions(gitlab).map((request) => request.url)).toEqual([`/api/v4/projects/4516/issues/${closed!.iid}`]);
    expect(gitlab.issues.map((issue) => issue.iid)).toEqual([open!.iid, 3]);

    // Done once: the next run asks GitLab only about the issue still open.
    const asked = gitlab.requests.length;
    expect(await app.feedbackRetention.run()).toMatchObject({ issues: 0 });
    expect(gitlab.requests.slice(asked).map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET /api/v4/projects/4516/issues/${open!.iid}`,
    ]);
    expect((await app.feedbackStore.getFeedback(barrier))?.status).toBe('published');
    expect((await app.feedbackStore.getFeedback(stillOpen))?.status).toBe('published');
  });

  it('lists the issues in the Redaktion when openCode refuses the deletion (403), until they are gone', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const { app, gitlab } = await withGitLab(store, clock);
    const id = await submit(app, { labels: ['barriere'] });
    await app.feedbackOutbox.drain();
    const issue = gitlab.issues[0]!;
    gitlab.mayDelete = false;
    gitlab.closeIssue(issue.iid, new Date(clock.now()));
    // A fresh session each time: the clock jumps by days, and a session ends after 30 idle minutes.
    const overview = async () => (await app.inject({ url: '/redaktion', headers: { cookie: (await signInLocally(app)).cookie } })).body;
    expect(await overview()).not.toContain('Vertrauliche Issues auf openCode löschen');

    clock.advance(200 * DAY);
    expect(await app.feedbackRetention.run()).toMatchObject({ issues: 0, issuesRefused: 1 });
    expect(gitlab.issues).toHaveLength(1);
    expect(await app.feedbackStore.issuesDueForDeletion()).toEqual([
      { id, projectId: 4516, issueIid: issue.iid, issueUrl: issue.web_url, closedAt: Date.UTC(2026, 0, 15, 9, 0, 0), refusedAt: clock.now() },
    ]);
    const page = await overview();
    expect(page).toContain('<span class="kern-title">Vertrauliche Issues auf openCode löschen</span>');
    // React writes the attribute as dateTime; HTML reads attribute names without regard to case.
    expect(page).toMatch(new RegExp(`<a href="${RegExp.escape(issue.web_url)}">Issue ${issue.iid}</a>, geschlossen am <time datetime="2026-01-15T09:00:00.000Z">`, 'i'));
    expect(page).toContain(`<a href="/redaktion/feedback/${id}">Rückmeldung ansehen</a>`);

    // A later refusal keeps the first date; an editor then deletes the issue by hand on openCode.
    clock.advance(DAY);
    await app.feedbackRetention.run();
    expect((await app.feedbackStore.issuesDueForDeletion())[0]?.refusedAt).toBe(clock.now() - DAY);
    gitlab.issues.splice(0, 1);
    clock.advance(DAY);
    expect(await app.feedbackRetention.run()).toMatchObject({ issues: 1, issuesRefused: 0 });
    expect(await app.feedbackStore.issuesDueForDeletion()).toEqual([]);
    expect(await overview()).not.toContain('Vertrauliche Issues auf openCode löschen');
  });

  it('takes an issue reopened after a refusal off the list, and stops at a GitLab failure until the next day', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const { app, gitlab } = await withGitLab(store, clock);
    await submit(app, { labels: ['barriere'] });
    await submit(app, { labels: ['barriere'] });
    await app.feedbackOutbox.drain();
    const [first, second] = gitlab.issues;
    gitlab.mayDelete = false;
    gitlab.closeIssue(first!.iid, new Date(clock.now()));
    gitlab.closeIssue(second!.iid, new Date(clock.now()));
    clock.advance(200 * DAY);
    expect(await app.feedbackRetention.run()).toMatchObject({ issuesRefused: 2 });
    gitlab.reopenIssue(first!.iid);
    await app.feedbackRetention.run();
    expect((await app.feedbackStore.issuesDueForDeletion()).map((due) => due.issueIid)).toEqual([second!.iid]);

    // openCode unreachable: the pass ends without marking anything, the next run deletes.
    gitlab.mayDelete = true;
    await gitlab.down();
    expect(await app.feedbackRetention.run()).toMatchObject({ issues: 0 });
    expect(gitlab.issues).toHaveLength(2);
    await gitlab.up();
    expect(await app.feedbackRetention.run()).toMatchObject({ issues: 1 });
    expect(gitlab.issues.map((issue) => issue.iid)).toEqual([first!.iid]);
  });
});
