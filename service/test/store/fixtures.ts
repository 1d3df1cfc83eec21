/** Rows for the store tests: valid defaults, a test names only what it is about. */
import type { ChallengeUse, NewFeedback } from '../../src/store/index.ts';

export function feedback(id: string, overrides: Partial<NewFeedback> = {}): NewFeedback {
  return { id, projectId: 4516, pagePath: '/', description: 'd', email: '', labels: [], status: 'queued', ...overrides };
}

/** A challenge being used; by default it never expires within a test. */
export function challenge(name: string, expiresAt = Number.MAX_SAFE_INTEGER): ChallengeUse {
  return { challenge: name, expiresAt };
}
