/**
 * GitLab client (issues for feedback; commits, branches and merge requests for the publication of
 * peer-review reports, plugins/publication.ts) and the issue text built from a feedback row.
 *
 * What visitors write is published on GitLab, where Markdown is live: quick actions
 * (`/close`), mentions (`@user`), references (`#1`, `!1`, `~label`, `%milestone`, ...) and
 * HTML would act on the project or ping people. `neutraliseMarkdown` defuses them character
 * by character instead of wrapping the text in a code block: a fence can be closed from inside
 * and GitLab's quick-action parser only skips plain ``` fences, while a per-character rule
 * holds whatever the text contains, and the feedback still reads as normal prose.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FeedbackConfig, GitLabConfig } from '../config.ts';
import { issueText } from '@servicestandard/messages/service';
import fp from 'fastify-plugin';
import type { FeedbackRow } from '../store/index.ts';

const ZWSP = '\u200B';
const TITLE_MAX = 255;
const TITLE_WORDS = 8;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Makes visitor text inert on GitLab:
 * - control characters go, line ends become \n (GitLab's parsers split on \n only);
 * - `&`, `<`, `>` become entities, so no HTML renders (and no `<https://…>` autolink);
 * - a zero-width space follows every reference or mention sigil that touches a word
 *   (`@ # ! % ~ $ & ^ * [`), so no mention pings, no reference links, no `![image]` loads;
 * - a zero-width space follows a `]` before `(`, `[` or `:`, so `[text](url)`, `[text][ref]` and
 *   `[ref]: url` are no links (CommonMark allows nothing between `]` and what follows, and the
 *   zero-width space is no whitespace to it);
 * - a zero-width space splits `://` after the scheme and `www.`, so GitLab autolinks no bare
 *   address; an e-mail address is already split at its `@`;
 * - a zero-width space precedes a `/` that starts a line, so no quick action runs.
 * The text reads the same; addresses in it stay readable but are no links to click.
 */
export function neutraliseMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '')
    // One pass, so the '&' of an entity just written is never escaped again.
    .replace(/[<>&@#!%~$^*[\]:]/g, (char, offset: number, whole: string) => {
      if (char === '<' || char === '>') return htmlEscapes[char] ?? char;
      const next = whole[offset + 1];
      if (char === ']') return next === '(' || next === '[' || next === ':' ? `]${ZWSP}` : ']';
      if (char === ':') return whole.startsWith('//', offset + 1) ? `:${ZWSP}` : ':';
      const touchesWord = next !== undefined && !/\s/.test(next);
      return (htmlEscapes[char] ?? char) + (touchesWord ? ZWSP : '');
    })
    .replace(/\b(www)\./gi, (_match, www: string) => `${www}${ZWSP}.`)
    .replace(/^([ \t]*)\//gm, (_line, indent: string) => `${indent}${ZWSP}/`);
}

/** "Feedback zu /seite: the first words of the description…", at most 255 characters. */
export function issueTitle(pagePath: string, description: string): string {
  const path = pagePath.split('?')[0] ?? pagePath;
  const words = description.split(/\s+/).filter(Boolean);
  const excerpt = words.slice(0, TITLE_WORDS).join(' ') + (words.length > TITLE_WORDS ? '…' : '');
  const title = Array.from(neutraliseMarkdown(`${issueText.titlePrefix} ${path}: ${excerpt}`));
  return title.length <= TITLE_MAX ? title.join('') : `${title.slice(0, TITLE_MAX - 1).join('')}…`;
}

/** The marker line the outbox searches for to find an issue an earlier attempt created. */
export function feedbackMarker(id: string): string {
  return `${issueText.idMarker} ${id}`;
}

/** Visitor text, a rule, the page link and the id marker. The e-mail address never goes here. */
export function issueDescription(
  row: Pick<FeedbackRow, 'id' | 'pagePath' | 'description'>,
  publicUrl: string,
): string {
  return [
    neutraliseMarkdown(row.description),
    '---',
    // Angle brackets make the whole address one autolink (pagePath holds no spaces or <>).
    `${issueText.pageLabel} <${publicUrl}${row.pagePath}>`,
    feedbackMarker(row.id),
  ].join('\n\n');
}

export interface IssueDraft {
  title: string;
  description: string;
  labels: readonly string[];
  /** Only project members (Reporter and above) and the operators of the instance can read it. */
  confidential: boolean;
}

export interface PublishedIssue {
  url: string;
  iid: number;
}

/** A failed call. `status` is undefined when no answer came (timeout, network error, abort). */
export interface GitLabFailure {
  ok: false;
  status: number | undefined;
  retryAfterMs: number | undefined;
  reason: string;
}

export type GitLabResult<T> = { ok: true; value: T } | GitLabFailure;

export interface GitLabClient {
  createIssue(
    projectId: number,
    issue: IssueDraft,
    signal?: AbortSignal,
  ): Promise<GitLabResult<PublishedIssue>>;
  /** The issue whose description ends with the marker of this feedback, if one exists. */
  findIssueByMarker(
    projectId: number,
    feedbackId: string,
    signal?: AbortSignal,
  ): Promise<GitLabResult<PublishedIssue | undefined>>;
  /** When the issue was closed (null: it is open); undefined when it does not exist (any more). */
  issueClosedAt(projectId: number, iid: number, signal?: AbortSignal): Promise<GitLabResult<number | null | undefined>>;
  /**
   * Deletes the issue ('gone': it did not exist any more). GitLab lets only project owners and
   * administrators delete issues; any other token gets a failure with status 403.
   */
  deleteIssue(projectId: number, iid: number, signal?: AbortSignal): Promise<GitLabResult<'deleted' | 'gone'>>;
  /** Whether the branch exists in the project (Branches API). */
  branchExists(projectId: number, branch: string, signal?: AbortSignal): Promise<GitLabResult<boolean>>;
  /** One commit that creates files on a new branch started from `startBranch` (Commits API). */
  createCommit(projectId: number, commit: CommitDraft, signal?: AbortSignal): Promise<GitLabResult<{ id: string }>>;
  /** A merge request from `sourceBranch` into `targetBranch` that is open or merged, if one exists. */
  findMergeRequest(projectId: number, sourceBranch: string, targetBranch: string, signal?: AbortSignal): Promise<GitLabResult<PublishedMergeRequest | undefined>>;
  createMergeRequest(projectId: number, mergeRequest: MergeRequestDraft, signal?: AbortSignal): Promise<GitLabResult<PublishedMergeRequest>>;
}

/** A commit that creates files (issue 34, item 7: a report in the content collection). */
export interface CommitDraft {
  branch: string;
  startBranch: string;
  message: string;
  files: { path: string; content: string }[];
}

export interface MergeRequestDraft {
  sourceBranch: string;
  targetBranch: string;
  title: string;
  description: string;
  removeSourceBranch: boolean;
}

export interface PublishedMergeRequest {
  url: string;
  iid: number;
}

// The status page redirects to web_url, so only web addresses are taken.
const issueSchema = z.object({ iid: z.number().int(), web_url: z.url({ protocol: /^https?$/ }) });
const searchSchema = z.array(issueSchema.extend({ description: z.string().nullable() }));
const commitSchema = z.object({ id: z.string().regex(/^[0-9a-f]{7,64}$/) });
const mergeRequestSchema = z.object({ iid: z.number().int(), web_url: z.url({ protocol: /^https?$/ }), state: z.string() });
const issueStateSchema = z.object({ state: z.string(), closed_at: z.iso.datetime({ offset: true }).nullable() });

/** Seconds or an HTTP date, as RFC 9110 allows. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timeout';
    if (error.name === 'AbortError') return 'aborted';
    const cause: unknown = error.cause;
    const code = cause instanceof Error && 'code' in cause ? String(cause.code) : undefined;
    return `network error${code ? ` (${code})` : ''}`;
  }
  return 'network error';
}

export function createGitLabClient(
  gitlab: GitLabConfig,
  options: { timeoutMs: number; now?: () => number },
): GitLabClient {
  const now = options.now ?? Date.now;

  async function call<T>(
    path: string,
    init: { method: 'GET' | 'POST' | 'DELETE'; body?: unknown; signal?: AbortSignal },
    parse: (json: unknown) => T,
  ): Promise<GitLabResult<T>> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    let json: unknown;
    try {
      response = await fetch(`${gitlab.apiUrl}${path}`, {
        method: init.method,
        headers: {
          'PRIVATE-TOKEN': gitlab.token,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal ? AbortSignal.any([timeout, init.signal]) : timeout,
        redirect: 'error',
      });
      json = await response.json().catch(() => undefined);
    } catch (error) {
      return { ok: false, status: undefined, retryAfterMs: undefined, reason: describeFetchError(error) };
    }
    if (!response.ok) {
      const detail = json && typeof json === 'object' ? JSON.stringify(json).slice(0, 300) : '';
      return {
        ok: false,
        status: response.status,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
        reason: `GitLab answered ${response.status} ${detail}`.trim(),
      };
    }
    try {
      return { ok: true, value: parse(json) };
    } catch {
      // A success we cannot read: treat like a lost answer, the issue may exist.
      return { ok: false, status: undefined, retryAfterMs: undefined, reason: 'unreadable GitLab answer' };
    }
  }

  const projectPath = (projectId: number) => `/projects/${encodeURIComponent(String(projectId))}`;
  const issuesPath = (projectId: number) => `${projectPath(projectId)}/issues`;

  return {
    createIssue(projectId, issue, signal) {
      const body = { title: issue.title, description: issue.description, labels: issue.labels.join(','), confidential: issue.confidential };
      return call(issuesPath(projectId), { method: 'POST', body, signal }, (json) => {
        const created = issueSchema.parse(json);
        return { url: created.web_url, iid: created.iid };
      });
    },
    findIssueByMarker(projectId, feedbackId, signal) {
      const query = new URLSearchParams({ search: feedbackId, in: 'description', per_page: '20' });
      return call(`${issuesPath(projectId)}?${query}`, { method: 'GET', signal }, (json) => {
        // GitLab's search is fuzzy; only our own marker at the very end counts.
        const match = searchSchema
          .parse(json)
          .find((issue) => issue.description?.trimEnd().endsWith(feedbackMarker(feedbackId)));
        return match && { url: match.web_url, iid: match.iid };
      });
    },
    async issueClosedAt(projectId, iid, signal) {
      const result = await call(`${issuesPath(projectId)}/${iid}`, { method: 'GET', signal }, (json) => {
        const issue = issueStateSchema.parse(json);
        return issue.state === 'closed' && issue.closed_at ? Date.parse(issue.closed_at) : null;
      });
      return !result.ok && result.status === 404 ? { ok: true, value: undefined } : result;
    },
    async deleteIssue(projectId, iid, signal) {
      const result = await call(`${issuesPath(projectId)}/${iid}`, { method: 'DELETE', signal }, () => 'deleted' as const);
      return !result.ok && result.status === 404 ? { ok: true, value: 'gone' } : result;
    },
    async branchExists(projectId, branch, signal) {
      const result = await call(`${projectPath(projectId)}/repository/branches/${encodeURIComponent(branch)}`, { method: 'GET', signal }, () => true);
      return !result.ok && result.status === 404 ? { ok: true, value: false } : result;
    },
    createCommit(projectId, commit, signal) {
      const body = {
        branch: commit.branch,
        start_branch: commit.startBranch,
        commit_message: commit.message,
        actions: commit.files.map((file) => ({ action: 'create', file_path: file.path, content: file.content })),
      };
      return call(`${projectPath(projectId)}/repository/commits`, { method: 'POST', body, signal }, (json) => commitSchema.parse(json));
    },
    findMergeRequest(projectId, sourceBranch, targetBranch, signal) {
      const query = new URLSearchParams({ source_branch: sourceBranch, target_branch: targetBranch, per_page: '20' });
      return call(`${projectPath(projectId)}/merge_requests?${query}`, { method: 'GET', signal }, (json) => {
        const found = z.array(mergeRequestSchema).parse(json).find((mr) => mr.state === 'opened' || mr.state === 'merged');
        return found && { url: found.web_url, iid: found.iid };
      });
    },
    createMergeRequest(projectId, mergeRequest, signal) {
      const body = {
        source_branch: mergeRequest.sourceBranch,
        target_branch: mergeRequest.targetBranch,
        title: mergeRequest.title,
        description: mergeRequest.description,
        remove_source_branch: mergeRequest.removeSourceBranch,
      };
      return call(`${projectPath(projectId)}/merge_requests`, { method: 'POST', body, signal }, (json) => {
        const created = mergeRequestSchema.parse(json);
        return { url: created.web_url, iid: created.iid };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** undefined in embedded mode. */
    gitlabClient: GitLabClient | undefined;
  }
}

export const gitlabPlugin = fp(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    const { gitlab, gitlabTimeoutMs, now } = opts.config;
    app.decorate('gitlabClient', gitlab && createGitLabClient(gitlab, { timeoutMs: gitlabTimeoutMs, now }));
  },
  { name: 'feedback-gitlab' },
);
