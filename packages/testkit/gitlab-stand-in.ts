/**
 * A stand-in for GitLab's issue API on 127.0.0.1 (random port). It checks requests the way
 * GitLab does (PRIVATE-TOKEN, project in the path, title and description) and records the
 * issues it creates. `failNext` scripts the answers to the next issue creations; `down()`
 * closes the port so connections are refused, `up()` opens the same port again.
 * One issue: `GET /projects/:id/issues/:iid` (state, closed_at) and `DELETE` (204; 403 unless
 * `mayDelete`, as GitLab allows it only to project owners and administrators; 404 once deleted).
 * `closeIssue(iid, at)` and `reopenIssue(iid)` do what a person does on the issue.
 */
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

export interface GitLabStandIn {
  apiUrl: string;
  token: string;
  /** The issues that exist; a deleted issue leaves this list. */
  issues: StandInIssue[];
  requests: RecordedRequest[];
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

export async function startGitLabStandIn(options: { token: string; projectIds?: number[] }): Promise<GitLabStandIn> {
  const projects = new Set(options.projectIds ?? [4516]);
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
