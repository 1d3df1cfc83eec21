/**
 * One feedback service instance in a process of its own, for tests that kill it (SIGKILL) or run
 * several side by side: configured from the environment like production (loadConfig), listening
 * on a free 127.0.0.1 port; prints {"url": …} as one line once it listens. TEST_LEASE_MS and
 * TEST_POLL_MS shorten the outbox lease and poll interval so a test need not wait a minute.
 */
import { buildFeedbackApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const config = loadConfig(process.env);
config.outbox = {
  ...config.outbox,
  leaseMs: Number(process.env['TEST_LEASE_MS'] ?? config.outbox.leaseMs),
  pollMs: Number(process.env['TEST_POLL_MS'] ?? config.outbox.pollMs),
};
const app = await buildFeedbackApp(config);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
