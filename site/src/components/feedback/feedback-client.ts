/**
 * The calls of the feedback form: fetch a challenge, solve it off the main thread, post the
 * feedback. Requests and answers follow the API contract (@servicestandard/feedback-api); every
 * answer is parsed with its schema before the form trusts it.
 */
import type { Challenge } from '@servicestandard/pow';
import {
  challengeResponseSchema,
  errorResponseSchema,
  FEEDBACK_PROJECT_ID,
  feedbackReceiptSchema,
  type FeedbackLabel,
  type FeedbackReceipt,
  type FeedbackRequest,
} from '@servicestandard/feedback-api';
import { feedbackErrors } from '@servicestandard/messages/feedback';

export interface FeedbackInput {
  description: string;
  email: string;
  labels: readonly FeedbackLabel[];
  pagePath: string;
}

/** What the form shows after sending: the status page and what happened to the feedback. */
export type FeedbackOutcome = Pick<FeedbackReceipt, 'statusUrl' | 'status'>;

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

const json = (response: Response): Promise<unknown> => response.json().catch(() => undefined);

/**
 * The service's own German message for a refusal (already received 409, expired 410, too many
 * 429, too large 413, invalid 422, …) or a temporary outage (503); undefined for anything else,
 * such as a 500 or an answer that is not the service's JSON (a proxy's error page).
 */
export async function refusal(response: Response): Promise<FeedbackRejected | undefined> {
  if (!(response.status >= 400 && response.status < 500) && response.status !== 503) return undefined;
  const answer = errorResponseSchema.safeParse(await json(response));
  return answer.success ? new FeedbackRejected(answer.data.error.message, answer.data.error.code) : undefined;
}

/** A fresh challenge of the service, solved: what every post with a proof of work carries (feedback, peer-review request). */
export async function solvedChallenge(server: string, solve: Solver = solveInWorker): Promise<{ challenge: string; challengeSolution: string }> {
  const challengeResponse = await fetch(`${server}/challenge`, { headers: { Accept: 'application/json' } }).catch(() => undefined);
  if (!challengeResponse) throw new Error(feedbackErrors.challenge);
  if (!challengeResponse.ok) throw (await refusal(challengeResponse)) ?? new Error(feedbackErrors.challenge);
  const challenge = challengeResponseSchema.safeParse(await json(challengeResponse));
  if (!challenge.success) throw new Error(feedbackErrors.challenge);
  return { challenge: challenge.data.challenge, challengeSolution: await solve(challenge.data) };
}

/** Posts JSON to the service; the parsed answer, or the service's German refusal (or a generic error) thrown. */
export async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
  if (!response) throw new Error(feedbackErrors.send);
  if (!response.ok) throw (await refusal(response)) ?? new Error(feedbackErrors.send);
  return json(response);
}

export async function sendFeedback(server: string, input: FeedbackInput, solve: Solver = solveInWorker): Promise<FeedbackOutcome> {
  const request: FeedbackRequest = {
    projectId: FEEDBACK_PROJECT_ID,
    pagePath: input.pagePath,
    labels: [...input.labels],
    description: input.description,
    email: input.email,
    ...(await solvedChallenge(server, solve)),
  };
  const receipt = feedbackReceiptSchema.safeParse(await postJson(`${server}/feedback`, request));
  if (!receipt.success) throw new Error(feedbackErrors.send);
  return { statusUrl: receipt.data.statusUrl, status: receipt.data.status };
}
