/**
 * The GitLab client's branches, commits and merge requests (issue 34, item 7) against the
 * stand-in, and the stand-in's checks that make those tests mean something: token, project,
 * required fields, start branch, a branch or file that exists, a second open merge request.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { startGitLabStandIn } from '@servicestandard/testkit';
import { createGitLabClient } from '../../src/plugins/gitlab.ts';

const token = 'glpat-content-test';

async function setUp() {
  const gitlab = await startGitLabStandIn({ token });
  onTestFinished(() => gitlab.close());
  return { gitlab, client: createGitLabClient({ apiUrl: gitlab.apiUrl, token }, { timeoutMs: 2000 }) };
}

const commit = (branch: string, startBranch: string, path = 'site/src/content/pruefberichte/a.json') => ({
  branch,
  startBranch,
  message: 'Prüfbericht a hinzufügen',
  files: [{ path, content: '{}\n' }],
});

const mergeRequest = (sourceBranch: string) => ({ sourceBranch, targetBranch: 'main', title: 'Prüfbericht a veröffentlichen', description: 'Text', removeSourceBranch: true });

describe('GitLab content API: client and stand-in', () => {
  it('creates a branch with a commit and a merge request from it, and finds both again', async () => {
    const { gitlab, client } = await setUp();
    expect(await client.branchExists(4516, 'pruefbericht/a')).toEqual({ ok: true, value: false });
    const created = await client.createCommit(4516, commit('pruefbericht/a', 'main'));
    expect(created.ok && /^[0-9a-f]{40}$/.test(created.value.id)).toBe(true);
    expect(await client.branchExists(4516, 'pruefbericht/a')).toEqual({ ok: true, value: true });
    expect(gitlab.file('pruefbericht/a', 'site/src/content/pruefberichte/a.json')).toBe('{}\n');
    expect(await client.findMergeRequest(4516, 'pruefbericht/a', 'main')).toEqual({ ok: true, value: undefined });
    const opened = await client.createMergeRequest(4516, mergeRequest('pruefbericht/a'));
    expect(opened).toEqual({ ok: true, value: { iid: 1, url: gitlab.mergeRequests[0]!.web_url } });
    expect(await client.findMergeRequest(4516, 'pruefbericht/a', 'main')).toEqual(opened);
    expect(gitlab.mergeRequests[0]).toMatchObject({ source_branch: 'pruefbericht/a', target_branch: 'main', title: 'Prüfbericht a veröffentlichen', description: 'Text', remove_source_branch: true });
  });

  it('refuses what GitLab refuses', async () => {
    const { gitlab, client } = await setUp();
    const status = (result: { ok: boolean; status?: number | undefined }) => (result.ok ? 'ok' : result.status);
    expect(status(await createGitLabClient({ apiUrl: gitlab.apiUrl, token: 'wrong' }, { timeoutMs: 2000 }).createCommit(4516, commit('b', 'main')))).toBe(401);
    expect(status(await client.createCommit(99, commit('b', 'main')))).toBe(404);
    expect(status(await client.createCommit(4516, commit('b', 'gibt-es-nicht')))).toBe(400);
    expect(status(await client.createCommit(4516, { ...commit('b', 'main'), message: ' ' }))).toBe(400);
    expect(status(await client.createCommit(4516, { ...commit('b', 'main'), files: [] }))).toBe(400);
    expect(status(await client.createCommit(4516, commit('b', 'main')))).toBe('ok');
    // The branch exists now: creating it again is refused, as is a file that exists on it.
    expect(status(await client.createCommit(4516, commit('b', 'main')))).toBe(400);
    const onBranch = await fetch(`${gitlab.apiUrl}/projects/4516/repository/commits`, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': token, 'content-type': 'application/json' },
      body: JSON.stringify({ branch: 'b', commit_message: 'm', actions: [{ action: 'create', file_path: 'site/src/content/pruefberichte/a.json', content: 'x' }] }),
    });
    expect(onBranch.status).toBe(400);
    expect(gitlab.commits).toHaveLength(1);

    expect(status(await client.createMergeRequest(4516, mergeRequest('gibt-es-nicht')))).toBe(404);
    expect(status(await client.createMergeRequest(4516, { ...mergeRequest('b'), title: '' }))).toBe(400);
    expect(status(await client.createMergeRequest(4516, mergeRequest('b')))).toBe('ok');
    expect(status(await client.createMergeRequest(4516, mergeRequest('b')))).toBe(409);
    expect(gitlab.mergeRequests).toHaveLength(1);

    // A scripted failure applies to the next creation after its checks.
    gitlab.failNext({ kind: 'error', status: 503 });
    expect(status(await client.createCommit(4516, commit('c', 'main')))).toBe(503);
    expect(gitlab.hasBranch('c')).toBe(false);
  });
});
