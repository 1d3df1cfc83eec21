/**
 * Publication of a peer-review report (issue 34, item 7): decorates the app with
 * `app.publisher.publish(report, requestId)`, called when the team agreed to publication (the
 * request is 'bericht-abgestimmt') and by the Redaktion's "Erneut versuchen".
 *
 * - The report is checked with reportSchema first; an invalid one is refused and never sent.
 * - With GitLab configured (FEEDBACK_GITLAB_API_URL/TOKEN) one commit on the branch
 *   `pruefbericht/<id>`, started from GITLAB_CONTENT_BRANCH, creates
 *   site/src/content/pruefberichte/<id>.json in GITLAB_CONTENT_PROJECT_ID, and a merge request
 *   from that branch into GITLAB_CONTENT_BRANCH follows. Title, commit message and description are
 *   fixed text with the report's id (kebab-case, checked by the schema); nothing a team or a
 *   reviewer typed reaches GitLab outside the file's content, so nothing can act as a quick action
 *   or a mention there.
 * - Without GitLab the file is written into SITE_PRUEFBERICHTE_DIR (the site's content folder):
 *   a temporary file, then linked to its name, which fails when a file of that name exists, so a
 *   different existing report is never overwritten; the same content counts as written.
 * - Idempotent: a request with a stored publication returns it without a call. An existing
 *   branch is reused (the Commits API creates branch and commit together, so the file is on it),
 *   and an open or merged merge request from it is taken instead of a second one; two attempts at
 *   once therefore end with one merge request.
 * - A successful one is recorded on the request, which stays 'bericht-abgestimmt': the report is
 *   public only once the merge request is merged and the site built again. Then the Redaktion sets
 *   'veroeffentlicht', which sends the team the "published" e-mail (editor/routes/review-actions.ts).
 *   A failed one marks the attempt failed and keeps the report, so the Redaktion's request page
 *   offers "Erneut versuchen" (editor/routes/publication.ts). There is no automatic retry.
 *   Logs name the request, the report id and GitLab's status, never the token.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reportSchema, type Report } from '@servicestandard/pruefbericht';
import { publicationText } from '@servicestandard/messages/service';
import type { FeedbackConfig } from '../config.ts';
import type { FeedbackStore, Publication } from '../store/index.ts';
import type { GitLabClient, GitLabResult } from './gitlab.ts';

export type { Publication } from '../store/index.ts';

/** Where the collection's files live in the content repository. */
export const REPORT_REPO_DIR = 'site/src/content/pruefberichte';

/** The branch a report's merge request comes from. */
export const reportBranch = (reportId: string) => `pruefbericht/${reportId}`;

/** The file's content: the report as JSON, two spaces, final newline. */
export const reportFileContent = (report: Report) => `${JSON.stringify(report, null, 2)}\n`;

export type PublicationErrorCode =
  /** The report does not match reportSchema; nothing was sent. */
  | 'PUBLICATION_REPORT_INVALID'
  | 'PUBLICATION_REQUEST_UNKNOWN'
  /** The request is not 'bericht-abgestimmt' (and has no publication). */
  | 'PUBLICATION_NOT_AGREED'
  /** Without GitLab: a different file of the report's name exists in the content folder. */
  | 'PUBLICATION_FILE_CONFLICT'
  /** GitLab or the file system failed; the request stays 'bericht-abgestimmt', the Redaktion can try again. */
  | 'PUBLICATION_FAILED';

export class PublicationError extends Error {
  readonly code: PublicationErrorCode;
  constructor(code: PublicationErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PublicationError';
    this.code = code;
  }
}

export interface Publisher {
  /**
   * Publishes the agreed report of the request once: a merge request with GitLab, a file
   * without. Throws a PublicationError (see its codes). Publishing a published request again
   * returns the stored publication.
   */
  publish(report: Report, requestId: string): Promise<Publication>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher;
  }
}

/** Fails the step with GitLab's reason (status and answer, never the token). */
function unwrap<T>(result: GitLabResult<T>, step: string): T {
  if (result.ok) return result.value;
  throw new PublicationError('PUBLICATION_FAILED', `${step}: ${result.reason}`, { cause: { status: result.status } });
}

async function openMergeRequest(gitlab: GitLabClient, config: FeedbackConfig['publication'], report: Report, content: string): Promise<Publication> {
  const { projectId, branch: target } = config;
  const branch = reportBranch(report.id);
  if (!unwrap(await gitlab.branchExists(projectId, branch), 'branch lookup')) {
    const created = await gitlab.createCommit(projectId, {
      branch,
      startBranch: target,
      message: publicationText.commitMessage(report.id),
      files: [{ path: `${REPORT_REPO_DIR}/${report.id}.json`, content }],
    });
    // Another attempt may have created the branch in between: reuse it.
    if (!created.ok && !(created.status === 400 && unwrap(await gitlab.branchExists(projectId, branch), 'branch lookup'))) unwrap(created, 'commit');
  }
  const existing = unwrap(await gitlab.findMergeRequest(projectId, branch, target), 'merge request lookup');
  if (existing) return { kind: 'merge-request', url: existing.url, branch };
  const opened = await gitlab.createMergeRequest(projectId, {
    sourceBranch: branch,
    targetBranch: target,
    title: publicationText.mergeRequestTitle(report.id),
    description: publicationText.mergeRequestDescription(report.id, `${REPORT_REPO_DIR}/${report.id}.json`),
    removeSourceBranch: true,
  });
  if (!opened.ok && opened.status === 409) {
    // GitLab refuses a second open merge request from the same branch: take the first.
    const first = unwrap(await gitlab.findMergeRequest(projectId, branch, target), 'merge request lookup');
    if (first) return { kind: 'merge-request', url: first.url, branch };
  }
  return { kind: 'merge-request', url: unwrap(opened, 'merge request').url, branch };
}

/** Writes the file without ever replacing a different one (link fails when the name exists). */
async function writeReportFile(dir: string, report: Report, content: string): Promise<Publication> {
  const path = join(dir, `${report.id}.json`);
  const existing = async () => {
    const found = await readFile(path, 'utf8');
    if (found === content) return { kind: 'file', path } as const;
    throw new PublicationError('PUBLICATION_FILE_CONFLICT', `a different file exists at ${path}`);
  };
  try {
    await mkdir(dir, { recursive: true });
    const temporary = join(dir, `.${report.id}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, content, { flag: 'wx' });
    try {
      await link(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return await existing();
      throw error;
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
    return { kind: 'file', path };
  } catch (error) {
    if (error instanceof PublicationError) throw error;
    throw new PublicationError('PUBLICATION_FAILED', `writing ${path} failed: ${(error as Error).message}`, { cause: error });
  }
}

export function createPublisher(deps: {
  store: FeedbackStore;
  gitlab: GitLabClient | undefined;
  config: FeedbackConfig;
  log: FastifyBaseLogger;
}): Publisher {
  const { store, gitlab, config, log } = deps;
  const stored = (publication: NonNullable<Awaited<ReturnType<FeedbackStore['getReviewRequest']>>>['publication']['published']): Publication | undefined => {
    if (!publication) return undefined;
    return publication.kind === 'file' ? { kind: 'file', path: publication.path } : { kind: 'merge-request', url: publication.url, branch: publication.branch };
  };

  return {
    async publish(input, requestId) {
      const parsed = reportSchema.safeParse(input);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'Bericht'}: ${issue.message}`).join('; ');
        throw new PublicationError('PUBLICATION_REPORT_INVALID', `${publicationText.invalidReport} ${problems}`);
      }
      const report = parsed.data;
      const row = await store.getReviewRequest(requestId);
      if (!row) throw new PublicationError('PUBLICATION_REQUEST_UNKNOWN', publicationText.unknownRequest);
      const before = stored(row.publication.published);
      if (before) return before;

      const content = reportFileContent(report);
      if (!(await store.startReviewPublication(requestId, content))) {
        const again = stored((await store.getReviewRequest(requestId))?.publication.published ?? null);
        if (again) return again;
        throw new PublicationError('PUBLICATION_NOT_AGREED', publicationText.notAgreed);
      }

      let publication: Publication;
      try {
        publication = gitlab ? await openMergeRequest(gitlab, config.publication, report, content) : await writeReportFile(config.publication.localDir, report, content);
      } catch (error) {
        await store.failReviewPublication(requestId);
        const code = error instanceof PublicationError ? error.code : 'PUBLICATION_FAILED';
        log.error({ reviewRequestId: requestId, reportId: report.id, code, reason: (error as Error).message }, 'publishing a peer-review report failed');
        throw error instanceof PublicationError ? error : new PublicationError('PUBLICATION_FAILED', (error as Error).message, { cause: error });
      }

      const recorded = await store.recordReviewPublication(requestId, publication);
      if (recorded === 'already') return stored((await store.getReviewRequest(requestId))?.publication.published ?? null) ?? publication;
      if (recorded !== 'published') {
        log.error({ reviewRequestId: requestId, reportId: report.id, recorded, publication }, 'a peer-review report was published, but the request had left bericht-abgestimmt');
        throw new PublicationError('PUBLICATION_NOT_AGREED', publicationText.notAgreed);
      }
      log.info({ reviewRequestId: requestId, reportId: report.id, kind: publication.kind }, 'peer-review report sent for publication');
      return publication;
    },
  };
}

export const publicationPlugin = fp(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    app.decorate(
      'publisher',
      createPublisher({
        store: app.feedbackStore,
        gitlab: app.gitlabClient,
        config: opts.config,
        log: app.log.child({ component: 'publication' }),
      }),
    );
  },
  { name: 'publication', dependencies: ['feedback-gitlab'] },
);
