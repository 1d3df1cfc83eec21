/**
 * A stand-in for GitLab's issue API on 127.0.0.1 (random port). It checks requests the way
 * GitLab does (PRIVATE-TOKEN, project in the path, title and description) and records the
 * issues it creates. `failNext` scripts the answers to the next issue creations; `down()`
 * closes the port so connections are refused, `up()` opens the same port again.
 * One issue: `GET /projects/:id/issues/:iid` (state, closed_at) and `DELETE` (204; 403 unless
 * `mayDelete`, as GitLab allows it only to project owners and administrators; 404 once deleted).
 * `closeIssue(iid, at)` and `reopenIssue(iid)` do what a person does on the issue.
 *
 * The content repository (issue 34, item 7: a report as a merge request), per project with the
 * branches of `branches` (default main), each a map of file paths to contents:
 * `GET /projects/:id/repository/branches/:branch` (404 when missing);
 * `POST /projects/:id/repository/commits` (branch, commit_message, actions of `create` with
 * file_path and content; start_branch must exist and branch must not, as GitLab answers 400 for a
 * branch that exists; without start_branch the branch must exist; a file that exists is 400);
 * `POST /projects/:id/merge_requests` (source_branch that exists, target_branch, title; a second
 * open one from the same source into the same target is 409) and `GET` with source_branch and
 * target_branch. `commits` and `mergeRequests` record what arrived, `file(branch, path)` reads a
 * branch. `failNext` applies to every creation (issues, commits, merge requests) after its checks.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInIssue {
  iid: number;
  projectId: number;
  title: string;
  description: string;
  labels: string[];
  /** As sent: true makes the issue visible to project members only. */
  confidential: boolean;
  web_url: string;
  /** GitLab's states: 'opened' or 'closed'. */
  state: 'opened' | 'closed';
  /** ISO 8601, null while open. */
  closed_at: string | null;
}

export type Failure =
  | { kind: 'error'; status: number }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** Creates the issue but answers only after `delayMs` (longer than the client waits). */
  | { kind: 'slow'; delayMs: number };

export interface RecordedRequest {
  method: string;
  url: string;
  token: string | undefined;
}

export interface StandInCommit {
  projectId: number;
  id: string;
  branch: string;
  startBranch: string | undefined;
  message: string;
  actions: { action: 'create'; file_path: string; content: string }[];
}

export interface StandInMergeRequest {
  iid: number;
  projectId: number;
  source_branch: string;
  target_branch: string;
  title: string;
  description: string;
  remove_source_branch: boolean;
  web_url: string;
  state: 'opened' | 'merged' | 'closed';
}

export interface GitLabStandIn {
  apiUrl: string;
  token: string;
  /** The issues that exist; a deleted issue leaves this list. */
  issues: StandInIssue[];
  requests: RecordedRequest[];
  commits: StandInCommit[];
  mergeRequests: StandInMergeRequest[];
  /** A file's content on a branch of the (first) project; undefined when branch or file is missing. */
  file(branch: string, path: string, projectId?: number): string | undefined;
  /** Whether the branch exists in the (first) project. */
  hasBranch(branch: string, projectId?: number): boolean;
  /** Whether the token may delete issues (GitLab: project owners and administrators). Default true. */
  mayDelete: boolean;
  closeIssue(iid: number, at: Date): void;
  reopenIssue(iid: number): void;
  failNext(...failures: Failure[]): void;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const TITLE_MAX = 255;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startGitLabStandIn(options: { token: string; projectIds?: number[]; branches?: string[] }): Promise<GitLabStandIn> {
  const projects = new Set(options.projectIds ?? [4516]);
  const firstProject = [...projects][0] ?? 4516;
  /** project -> branch -> path -> content */
  const repositories = new Map([...projects].map((id) => [id, new Map((options.branches ?? ['main']).map((branch) => [branch, new Map<string, string>()]))]));
  const commits: StandInCommit[] = [];
  const mergeRequests: StandInMergeRequest[] = [];
  let nextMergeRequestIid = 1;
  const issues: StandInIssue[] = [];
  const requests: RecordedRequest[] = [];
  const failures: Failure[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let nextIid = 1;
  let port = 0;
  const self = { mayDelete: true };
  let server: Server | undefined;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const token = req.headers['private-token'];
    requests.push({ method: req.method ?? '', url: url.pathname + url.search, token: typeof token === 'string' ? token : undefined });
    if (token !== options.token) return send(res, 401, { message: '401 Unauthorized' });

    const content = /^\/api\/v4\/projects\/(\d+)\/(repository\/branches\/([^/]+)|repository\/commits|merge_requests)$/.exec(url.pathname);
    if (content) return handleContent(req, res, url, Number(content[1]), content[2] ?? '', content[3]);

    const match = /^\/api\/v4\/projects\/(\d+)\/issues(?:\/(\d+))?$/.exec(url.pathname);
    if (!match) return send(res, 404, { error: '404 Not Found' });
    const projectId = Number(match[1]);
    if (!projects.has(projectId)) return send(res, 404, { message: '404 Project Not Found' });

    if (match[2] !== undefined) {
      const index = issues.findIndex((issue) => issue.projectId === projectId && issue.iid === Number(match[2]));
      if (index === -1) return send(res, 404, { message: '404 Not found' });
      if (req.method === 'GET') return send(res, 200, issues[index]);
      if (req.method !== 'DELETE') return send(res, 405, { error: '405 Method Not Allowed' });
      if (!self.mayDelete) return send(res, 403, { message: '403 Forbidden' });
      issues.splice(index, 1);
      res.writeHead(204).end();
      return;
    }

    if (req.method === 'GET') {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const inDescription = url.searchParams.get('in') === 'description';
      const found = issues.filter(
        (issue) => issue.projectId === projectId && inDescription && issue.description.toLowerCase().includes(search),
      );
      return send(res, 200, found);
    }
    if (req.method !== 'POST') return send(res, 405, { error: '405 Method Not Allowed' });

    if (!req.headers['content-type']?.startsWith('application/json')) return send(res, 415, { error: 'unsupported media type' });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, { error: 'invalid JSON' });
    }
    const { title, description, labels, confidential } = (body ?? {}) as Record<string, unknown>;
    if (typeof title !== 'string' || title.trim() === '') return send(res, 400, { error: 'title is missing' });
    if ([...title].length > TITLE_MAX) return send(res, 400, { message: { title: ['is too long (maximum is 255 characters)'] } });
    if (typeof description !== 'string') return send(res, 400, { error: 'description is invalid' });
    if (labels !== undefined && typeof labels !== 'string') return send(res, 400, { error: 'labels is invalid' });
    if (confidential !== undefined && typeof confidential !== 'boolean') return send(res, 400, { error: 'confidential is invalid' });

    const failure = failures.shift();
    if (failure?.kind === 'error') return send(res, failure.status, { message: `${failure.status} stand-in failure` });
    if (failure?.kind === 'rate-limited') {
      return send(res, 429, { message: 'Retry later' }, { 'retry-after': String(failure.retryAfterSeconds) });
    }

    const iid = nextIid++;
    const issue: StandInIssue = {
      iid,
      projectId,
      title,
      description,
      labels: labels ? labels.split(',') : [],
      confidential: confidential === true,
      web_url: `http://127.0.0.1:${port}/bmds/servicestandard/-/issues/${iid}`,
      state: 'opened',
      closed_at: null,
    };
    issues.push(issue);
    if (failure?.kind === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        send(res, 201, issue);
      }, failure.delayMs);
      pending.add(timer);
      // The client gave up: the issue exists, the answer is lost.
      res.once('close', () => {
        clearTimeout(timer);
        pending.delete(timer);
      });
      return;
    }
    return send(res, 201, issue);
  }

  /** Reads a JSON body, or answers 415/400 and gives undefined. */
  async function jsonBody(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | undefined> {
    if (!req.headers['content-type']?.startsWith('application/json')) {
      send(res, 415, { error: 'unsupported media type' });
      return undefined;
    }
    try {
      const body: unknown = JSON.parse(await readBody(req));
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // answered below
    }
    send(res, 400, { error: 'invalid JSON' });
    return undefined;
  }

  /** Answers a creation, or the scripted failure instead; 'slow' creates and answers late. */
  function created(res: ServerResponse, failure: Failure | undefined, body: unknown, create: () => void) {
    if (failure?.kind === 'error') return send(res, failure.status, { message: `${failure.status} stand-in failure` });
    if (failure?.kind === 'rate-limited') return send(res, 429, { message: 'Retry later' }, { 'retry-after': String(failure.retryAfterSeconds) });
    create();
    if (failure?.kind === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        send(res, 201, body);
      }, failure.delayMs);
      pending.add(timer);
      res.once('close', () => {
        clearTimeout(timer);
        pending.delete(timer);
      });
      return;
    }
    return send(res, 201, body);
  }

  async function handleContent(req: IncomingMessage, res: ServerResponse, url: URL, projectId: number, resource: string, branchName: string | undefined) {
    const repository = repositories.get(projectId);
    if (!repository) return send(res, 404, { message: '404 Project Not Found' });

    if (branchName !== undefined) {
      if (req.method !== 'GET') return send(res, 405, { error: '405 Method Not Allowed' });
      const branch = decodeURIComponent(branchName);
      return repository.has(branch) ? send(res, 200, { name: branch, merged: false, protected: branch === 'main' }) : send(res, 404, { message: '404 Branch Not Found' });
    }

    if (resource === 'merge_requests' && req.method === 'GET') {
      const source = url.searchParams.get('source_branch');
      const target = url.searchParams.get('target_branch');
      const state = url.searchParams.get('state');
      const found = mergeRequests.filter(
        (mr) => mr.projectId === projectId && (!source || mr.source_branch === source) && (!target || mr.target_branch === target) && (!state || state === 'all' || mr.state === state),
      );
      return send(res, 200, found);
    }
    if (req.method !== 'POST') return send(res, 405, { error: '405 Method Not Allowed' });
    const body = await jsonBody(req, res);
    if (!body) return;

    if (resource === 'repository/commits') {
      const { branch, start_branch: startBranch, commit_message: message, actions } = body;
      if (typeof branch !== 'string' || branch === '') return send(res, 400, { error: 'branch is missing' });
      if (typeof message !== 'string' || message.trim() === '') return send(res, 400, { error: 'commit_message is missing' });
      if (startBranch !== undefined && typeof startBranch !== 'string') return send(res, 400, { error: 'start_branch is invalid' });
      if (!Array.isArray(actions) || actions.length === 0) return send(res, 400, { error: 'actions is missing' });
      for (const action of actions as Record<string, unknown>[]) {
        if (action?.action !== 'create') return send(res, 400, { error: 'actions[action] does not have a valid value' });
        if (typeof action.file_path !== 'string' || action.file_path === '') return send(res, 400, { error: 'actions[file_path] is missing' });
        if (typeof action.content !== 'string') return send(res, 400, { error: 'actions[content] is missing' });
      }
      let base: Map<string, string> | undefined;
      if (startBranch !== undefined) {
        base = repository.get(startBranch);
        if (!base) return send(res, 400, { message: `You can only create or edit files when you are on a branch (start branch ${startBranch} does not exist)` });
        if (repository.has(branch)) return send(res, 400, { message: `A branch called '${branch}' already exists. Switch to that branch in order to make changes` });
      } else {
        base = repository.get(branch);
        if (!base) return send(res, 400, { message: 'You can only create or edit files when you are on a branch' });
      }
      const typed = actions as { action: 'create'; file_path: string; content: string }[];
      const existing = typed.find((action) => base.has(action.file_path));
      if (existing) return send(res, 400, { message: `A file with this name already exists (${existing.file_path})` });
      const commit: StandInCommit = { projectId, id: randomBytes(20).toString('hex'), branch, startBranch, message, actions: typed };
      return created(res, failures.shift(), { id: commit.id, short_id: commit.id.slice(0, 8), title: message.split('\n')[0], message }, () => {
        const files = new Map(base);
        for (const action of typed) files.set(action.file_path, action.content);
        repository.set(branch, files);
        commits.push(commit);
      });
    }

    // POST merge_requests
    const { source_branch: source, target_branch: target, title, description, remove_source_branch: remove } = body;
    if (typeof source !== 'string' || source === '') return send(res, 400, { error: 'source_branch is missing' });
    if (typeof target !== 'string' || target === '') return send(res, 400, { error: 'target_branch is missing' });
    if (typeof title !== 'string' || title.trim() === '') return send(res, 400, { error: 'title is missing' });
    if ([...title].length > TITLE_MAX) return send(res, 400, { message: { title: ['is too long (maximum is 255 characters)'] } });
    if (description !== undefined && typeof description !== 'string') return send(res, 400, { error: 'description is invalid' });
    if (remove !== undefined && typeof remove !== 'boolean') return send(res, 400, { error: 'remove_source_branch is invalid' });
    if (!repository.has(source)) return send(res, 404, { message: '404 Source branch Not Found' });
    if (!repository.has(target)) return send(res, 404, { message: '404 Target branch Not Found' });
    const open = mergeRequests.find((mr) => mr.projectId === projectId && mr.source_branch === source && mr.target_branch === target && mr.state === 'opened');
    if (open) return send(res, 409, { message: [`Another open merge request already exists for this source branch: !${open.iid}`] });
    const iid = nextMergeRequestIid++;
    const mergeRequest: StandInMergeRequest = {
      iid,
      projectId,
      source_branch: source,
      target_branch: target,
      title,
      description: description ?? '',
      remove_source_branch: remove === true,
      web_url: `http://127.0.0.1:${port}/bmds/servicestandard/-/merge_requests/${iid}`,
      state: 'opened',
    };
    return created(res, failures.shift(), mergeRequest, () => mergeRequests.push(mergeRequest));
  }

  async function up() {
    const listening = createServer((req, res) => {
      handle(req, res).catch(() => send(res, 500, { message: '500 Internal Server Error' }));
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.address() as AddressInfo).port;
    server = listening;
  }

  async function down() {
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    const closing = server;
    server = undefined;
    if (!closing) return;
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  const issue = (iid: number) => {
    const found = issues.find((candidate) => candidate.iid === iid);
    if (!found) throw new Error(`no issue ${iid}`);
    return found;
  };

  await up();
  return {
    apiUrl: `http://127.0.0.1:${port}/api/v4`,
    token: options.token,
    issues,
    requests,
    commits,
    mergeRequests,
    file: (branch, path, projectId = firstProject) => repositories.get(projectId)?.get(branch)?.get(path),
    hasBranch: (branch, projectId = firstProject) => repositories.get(projectId)?.has(branch) ?? false,
    get mayDelete() {
      return self.mayDelete;
    },
    set mayDelete(value: boolean) {
      self.mayDelete = value;
    },
    closeIssue(iid, at) {
      Object.assign(issue(iid), { state: 'closed', closed_at: at.toISOString() });
    },
    reopenIssue(iid) {
      Object.assign(issue(iid), { state: 'opened', closed_at: null });
    },
    failNext: (...next) => failures.push(...next),
    down,
    up,
    close: down,
  };
}
