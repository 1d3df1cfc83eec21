/** Rows for the store tests: valid defaults, a test names only what it is about. */
import type { NewChallenge, NewFeedback } from '../../src/store/index.ts';

export function feedback(id: string, overrides: Partial<NewFeedback> = {}): NewFeedback {
  return { id, projectId: 4516, pagePath: '/', description: 'd', email: '', labels: [], status: 'queued', ...overrides };
}

export function challenge(name: string, overrides: Partial<NewChallenge> = {}): NewChallenge {
  return { challenge: name, salt: 's', difficulty: 10, clientHash: 'h', ttlMs: 100, ...overrides };
}
