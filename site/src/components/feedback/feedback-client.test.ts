/**
 * The form's calls against the real feedback service (embedded SQLite, over HTTP on 127.0.0.1),
 * solved with the same proof-of-work code the worker runs. The browser side (worker, focus,
 * texts) is covered by e2e/feedback.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { errorMessages } from '@servicestandard/feedback-api';
import { solveChallenge } from '@servicestandard/pow';
import { buildFeedbackApp, loadConfig } from '@servicestandard/service/app';
import { feedbackErrors } from '@servicestandard/messages/feedback';
import { FeedbackRejected, sendFeedback } from './feedback-client.ts';

async function service(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'feedback-client-'));
  const config = loadConfig({
    FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite'),
    FEEDBACK_SECRET: 's'.repeat(32),
    FEEDBACK_DIFFICULTY: '500',
    FEEDBACK_PUBLIC_URL: 'https://servicestandard.example',
  });
  const app = await buildFeedbackApp(config, new Set(['/', '/ueber']));
  onTestFinished(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });
  return `${await app.listen({ port: 0, host: '127.0.0.1' })}/api`;
}

const input = { description: 'Der Kontrast ist zu gering.', email: '', labels: [], pagePath: '/ueber' };

describe('sendFeedback', () => {
  it('solves the challenge, posts the feedback and returns the status page address', async () => {
    const outcome = await sendFeedback(await service(), input, solveChallenge);
    expect(outcome).toEqual({ statusUrl: expect.stringMatching(/^https:\/\/servicestandard\.example\/api\/feedback\/[0-9a-f-]{36}$/), status: 'stored' });
  });

  it("passes on the service's German message when it refuses the feedback", async () => {
    const refused = sendFeedback(await service(), { ...input, pagePath: '/gibt-es-nicht' }, solveChallenge);
    await expect(refused).rejects.toBeInstanceOf(FeedbackRejected);
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_PAGE_PATH', message: errorMessages.INVALID_PAGE_PATH });
  });

  it('does not trust answers outside the contract (a proxy page instead of the service)', async () => {
    const proxy = createServer((request, response) => {
      if (request.url === '/api/challenge') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ challenge: 'f'.repeat(64), salt: 'abc', difficulty: '50' }));
      } else response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Wartung</h1>');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => proxy.close(() => resolve())));
    const address = proxy.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    await expect(sendFeedback(`http://127.0.0.1:${address.port}/api`, input, solveChallenge)).rejects.toThrow(feedbackErrors.challenge);
  });
});
