/** The calls of the feedback form (SPEC §7): fetch a challenge, solve it off the main thread, post. */
import type { Challenge } from '@servicestandard/pow';
import { FEEDBACK_PROJECT_ID, type FeedbackLabel } from '@servicestandard/feedback-api';
import { feedbackErrors } from '../../lib/messages.ts';

export interface FeedbackInput {
  description: string;
  email: string;
  labels: readonly FeedbackLabel[];
  pagePath: string;
}

/** What the service did with accepted feedback: queued for openCode, or only stored (no GitLab). */
export interface FeedbackReceipt {
  issueUrl: string;
  status: 'queued' | 'stored';
}

/** A refusal the service explained in German (4xx, 503); other failures get the generic message. */
export class FeedbackRejected extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

export type Solver = (challenge: Challenge) => Promise<string>;

/** Solves in a Web Worker so typing and scrolling never freeze. */
export const solveInWorker: Solver = (challenge) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ solution?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.solution !== undefined) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? feedbackErrors.solve));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error(feedbackErrors.solve));
    };
    worker.postMessage(challenge);
  });

interface ErrorAnswer {
  error?: { code?: unknown; message?: unknown };
}

/**
 * The service's own German message for a refusal (already received 409, expired 410, too many
 * 429, too large 413, invalid 422, …) or a temporary outage (503); undefined for anything else,
 * such as a 500 or an answer that is not the service's JSON (a proxy's error page).
 */
async function refusal(response: Response): Promise<FeedbackRejected | undefined> {
  if (!(response.status >= 400 && response.status < 500) && response.status !== 503) return undefined;
  const body = (await response.json().catch(() => ({}))) as ErrorAnswer;
  const { code, message } = body.error ?? {};
  return typeof code === 'string' && typeof message === 'string' && message ? new FeedbackRejected(message, code) : undefined;
}

export async function sendFeedback(server: string, input: FeedbackInput, solve: Solver = solveInWorker): Promise<FeedbackReceipt> {
  const challengeResponse = await fetch(`${server}/challenge`, { headers: { Accept: 'application/json' } }).catch(() => undefined);
  if (challengeResponse && !challengeResponse.ok) throw (await refusal(challengeResponse)) ?? new Error(feedbackErrors.challenge);
  if (!challengeResponse) throw new Error(feedbackErrors.challenge);
  const challenge = (await challengeResponse.json()) as Challenge;
  const challengeSolution = await solve(challenge);
  const response = await fetch(`${server}/feedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      projectId: FEEDBACK_PROJECT_ID,
      pagePath: input.pagePath,
      labels: input.labels,
      description: input.description,
      email: input.email,
      challenge: challenge.challenge,
      challengeSolution,
    }),
  }).catch(() => undefined);
  if (!response) throw new Error(feedbackErrors.send);
  if (!response.ok) throw (await refusal(response)) ?? new Error(feedbackErrors.send);
  const body = (await response.json().catch(() => ({}))) as Partial<FeedbackReceipt>;
  if (typeof body.issueUrl !== 'string') throw new Error(feedbackErrors.send);
  return { issueUrl: body.issueUrl, status: body.status === 'queued' ? 'queued' : 'stored' };
}
