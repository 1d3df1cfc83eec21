/** The calls of the feedback form (SPEC §7): fetch a challenge, solve it off the main thread, post. */
import type { Challenge } from '../../../../packages/pow/index.ts';
import { feedbackErrors } from '../../lib/messages.ts';
import { FEEDBACK_PROJECT_ID } from '../../lib/constants.ts';

export interface FeedbackInput {
  description: string;
  email: string;
  labels: string[];
  pagePath: string;
}

/** An error the server explained in German (validation); other failures get the generic message. */
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

export async function sendFeedback(server: string, input: FeedbackInput, solve: Solver = solveInWorker): Promise<string> {
  const challengeResponse = await fetch(`${server}/challenge`, { headers: { Accept: 'application/json' } }).catch(() => undefined);
  if (!challengeResponse?.ok) throw new Error(feedbackErrors.challenge);
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
  const body = (await response.json().catch(() => ({}))) as { issueUrl?: string; error?: { code?: string; message?: string } };
  if (response.ok && body.issueUrl) return body.issueUrl;
  // Validation problems the visitor can fix are explained; everything else stays generic.
  if (response.status === 422 && body.error?.message && body.error.code) throw new FeedbackRejected(body.error.message, body.error.code);
  throw new Error(feedbackErrors.send);
}
