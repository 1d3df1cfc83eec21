/** Stateless challenges (src/challenges.ts): issued and checked from the secret and the clock alone. */
import { describe, expect, it } from 'vitest';
import { solveChallenge } from '@servicestandard/pow';
import { challenges, SLOTS_PER_TTL } from '../src/challenges.ts';

const SECRET = 'challenge-secret-challenge-secret-challenge';
const TTL = 600_000;
const SLOT = TTL / SLOTS_PER_TTL;
/** The start of a slot. */
const START = Date.UTC(2026, 0, 15, 9, 0, 0);

const issuer = (secret = SECRET, difficulty = 300) => challenges({ secret, ttlMs: TTL, difficulty });

async function issued(at: number, service = issuer()) {
  const challenge = service.issue(at);
  return { ...challenge, solution: await solveChallenge(challenge) };
}

describe('stateless challenges', () => {
  it('are never handed out twice by one instance in one slot while fewer than half of the counters are taken', () => {
    // 150 of 300 counters: drawn at random, about 37 would repeat, and the second post of each would be refused as used.
    const service = issuer();
    const first = Array.from({ length: 150 }, () => service.issue(START).challenge);
    expect(new Set(first).size).toBe(150);
    // A new slot starts afresh: its challenges differ from the last slot's anyway (the slot is in the salt).
    const next = Array.from({ length: 150 }, () => service.issue(START + SLOT).challenge);
    expect(new Set([...first, ...next]).size).toBe(300);
  });

  it('accept their own solution until the lifetime from the start of the issue slot has passed', async () => {
    const service = issuer();
    const c = await issued(START, service);
    expect(c.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(service.verify(c.challenge, c.solution, START)).toEqual({ ok: true, expiresAt: START + TTL });
    expect(service.verify(c.challenge, c.solution, START + TTL - 1)).toEqual({ ok: true, expiresAt: START + TTL });
    expect(service.verify(c.challenge, c.solution, START + TTL)).toEqual({ ok: false, code: 'CHALLENGE_EXPIRED' });
  });

  it('never live longer than the lifetime, and at most one slot shorter, wherever in its slot they were issued', async () => {
    const service = issuer();
    for (const offset of [0, 1, SLOT / 2, SLOT - 1]) {
      const at = START + offset;
      const c = await issued(at, service);
      const check = service.verify(c.challenge, c.solution, at);
      expect(check.ok && check.expiresAt).toBe(START + TTL);
      expect(START + TTL - at).toBeGreaterThan(TTL - SLOT);
      expect(service.verify(c.challenge, c.solution, at + TTL).ok).toBe(false);
    }
  });

  it('tell expired from unknown for two lifetimes, then call it unknown', async () => {
    const service = issuer();
    const c = await issued(START, service);
    expect(service.verify(c.challenge, c.solution, START + 2 * TTL - 1)).toEqual({ ok: false, code: 'CHALLENGE_EXPIRED' });
    expect(service.verify(c.challenge, c.solution, START + 2 * TTL + SLOT)).toEqual({ ok: false, code: 'CHALLENGE_UNKNOWN' });
  });

  it('accept one from the next slot, issued by an instance whose clock runs a little ahead', async () => {
    const c = await issued(START + SLOT);
    expect(issuer().verify(c.challenge, c.solution, START + SLOT - 1)).toEqual({ ok: true, expiresAt: START + SLOT + TTL });
    const later = await issued(START + 2 * SLOT);
    expect(issuer().verify(later.challenge, later.solution, START + SLOT - 1)).toEqual({ ok: false, code: 'CHALLENGE_UNKNOWN' });
  });

  it('refuse a wrong counter, another secret or difficulty, and a counter out of range', async () => {
    const c = await issued(START);
    const wrong = String((Number(c.solution) + 1) % c.difficulty);
    expect(issuer().verify(c.challenge, wrong, START)).toEqual({ ok: false, code: 'CHALLENGE_UNKNOWN' });
    expect(issuer('another-secret-another-secret-another').verify(c.challenge, c.solution, START)).toEqual({ ok: false, code: 'CHALLENGE_UNKNOWN' });
    expect(issuer(SECRET, 400).verify(c.challenge, c.solution, START)).toEqual({ ok: false, code: 'CHALLENGE_UNKNOWN' });
    for (const solution of ['300', `0${c.solution}`, '']) {
      expect(issuer().verify(c.challenge, solution, START)).toEqual({ ok: false, code: 'SOLUTION_INVALID' });
    }
  });
});
