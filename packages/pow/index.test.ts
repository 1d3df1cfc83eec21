import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSolutionInRange, sha256Hex, solveChallenge } from './index.ts';

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function challengeFor(salt: string, counter: number, difficulty: number) {
  return { challenge: await sha256Hex(`${salt}:${counter}`), salt, difficulty };
}

describe('sha256Hex', () => {
  it('matches SHA-256 as Node computes it, for ASCII and umlauts', async () => {
    for (const text of ['', 'abc', 'salt:42', 'Grüße:ß']) {
      expect(await sha256Hex(text)).toBe(nodeSha256(text));
    }
  });
});

describe('solveChallenge', () => {
  it('finds the counter at the start, in the middle of a batch and at the last allowed value', async () => {
    for (const counter of [0, 1, 300, 999]) {
      expect(await solveChallenge(await challengeFor('a1b2', counter, 1000))).toBe(String(counter));
    }
  });

  it('throws "Failed to solve challenge" when no counter below the difficulty matches', async () => {
    await expect(solveChallenge(await challengeFor('a1b2', 1000, 1000))).rejects.toThrow('Failed to solve challenge');
  });

  it('accepts an upper-case challenge', async () => {
    const c = await challengeFor('ff', 7, 10);
    expect(await solveChallenge({ ...c, challenge: c.challenge.toUpperCase() })).toBe('7');
  });
});

describe('isSolutionInRange', () => {
  it('takes canonical decimal counters below the difficulty', () => {
    for (const solution of ['0', '123', '499']) expect(isSolutionInRange(solution, 500)).toBe(true);
  });

  it('refuses non-canonical or out-of-range counters', () => {
    for (const solution of ['0123', '+123', '123 ', '1e2', '', '-1', '500', '600']) {
      expect(isSolutionInRange(solution, 500)).toBe(false);
    }
  });
});
