/**
 * Stateless proof-of-work challenges (the puzzle: packages/pow). The service picks a counter n
 * below the difficulty and derives the salt from it: a slot key = HMAC-SHA256 under a key from
 * FEEDBACK_SECRET over the difficulty and the time slot of the issue (made once per slot), and
 * salt = SHA-256(slot key + ":" + n), its first 16 bytes in hex. The secret slot key comes first
 * and only a truncated digest is ever shown, so nobody can extend it to another input; one
 * SHA-256 per challenge costs a sixth of an HMAC, which Node builds anew on every call. The
 * challenge is SHA-256(salt + ":" + n) as before. A post carries only the challenge and n, and
 * that is enough: the service re-derives the salt for n in each slot that can still hold a live
 * challenge and compares. So issuing writes nothing anywhere, every instance with the same secret
 * checks what any other issued, and no client can push out another's challenges, however many
 * visitors share one address. Without the secret nobody can make a salt the service accepts, so
 * nothing can be computed in advance; a client still tries difficulty / 2 counters on average.
 *
 * Time slots: the lifetime (FEEDBACK_CHALLENGE_TTL_SECONDS) is split into SLOTS_PER_TTL slots. A
 * challenge of slot s expires at the slot's start plus the lifetime: never later than its
 * lifetime after the issue, at most one slot (1/60 of it) earlier. A post is checked against the
 * slots of the last two lifetimes (an older match hears "expired", as before, not "unknown") and
 * the next slot (an instance whose clock runs a little ahead may have issued it): at most
 * 2 × 60 + 2 HMACs and hashes, well under a millisecond, and usually the first one or two match.
 *
 * The same (slot, n) gives the same challenge to whoever draws it, and the second of two posts
 * with one challenge is refused as used. So an instance hands out each n at most once per slot
 * (drawn again while fewer than half are taken: at most two draws on average); visitors served by
 * one instance never share a challenge, and across instances two posts collide only if they drew
 * the same n of `difficulty` in the same slot (10 s by default). Using a challenge up is the
 * store's part: it remembers used ones until they expire.
 */
import { createHmac, hash, randomInt } from 'node:crypto';
import type { ErrorCode } from '@servicestandard/feedback-api';
import { challengeInput, isSolutionInRange, type Challenge } from '@servicestandard/pow';

export const SLOTS_PER_TTL = 60;

export type ChallengeCheck =
  | { ok: true; expiresAt: number }
  | { ok: false; code: Extract<ErrorCode, 'CHALLENGE_UNKNOWN' | 'CHALLENGE_EXPIRED' | 'SOLUTION_INVALID'> };

export function challenges(options: { secret: string; ttlMs: number; difficulty: number }) {
  const { ttlMs, difficulty } = options;
  // A key of its own, derived from the secret, so a salt never doubles as another signature.
  const key = createHmac('sha256', options.secret).update('servicestandard challenge v1').digest();
  const slotMs = Math.max(1, Math.ceil(ttlMs / SLOTS_PER_TTL));
  // The keys of recent slots: issuing needs the current one, checking a post up to 2 × 60 + 2.
  const slotKeys = new Map<number, string>();
  const slotKey = (slot: number) => {
    let slotKeyHex = slotKeys.get(slot);
    if (slotKeyHex === undefined) {
      if (slotKeys.size >= 4 * SLOTS_PER_TTL) slotKeys.clear();
      slotKeyHex = createHmac('sha256', key).update(`${difficulty}:${slot}`).digest('hex');
      slotKeys.set(slot, slotKeyHex);
    }
    return slotKeyHex;
  };
  const saltOf = (slot: number, counter: number | string) => hash('sha256', `${slotKey(slot)}:${counter}`).slice(0, 32);
  // node:crypto hashes synchronously; packages/pow's WebCrypto path costs a promise round trip per call.
  const challengeOf = (salt: string, counter: number | string) => hash('sha256', challengeInput(salt, counter));

  // The counters this instance handed out in the current slot.
  let issuedSlot = Number.NaN;
  let issued = new Set<number>();
  const freshCounter = (slot: number) => {
    if (slot !== issuedSlot) {
      issuedSlot = slot;
      issued = new Set();
    }
    let counter = randomInt(difficulty);
    while (issued.has(counter) && issued.size < difficulty / 2) counter = randomInt(difficulty);
    issued.add(counter);
    return counter;
  };

  return {
    /** A fresh challenge issued at `now`; `counter` is given only by the benchmark, which mints distinct ones. */
    issue(now: number, counter?: number): Challenge {
      const slot = Math.floor(now / slotMs);
      counter ??= freshCounter(slot);
      const salt = saltOf(slot, counter);
      return { challenge: challengeOf(salt, counter), salt, difficulty };
    },
    /** Whether `solution` solves a challenge this service issued, and until when it lives (not yet whether it was used). */
    verify(challenge: string, solution: string, now: number): ChallengeCheck {
      if (!isSolutionInRange(solution, difficulty)) return { ok: false, code: 'SOLUTION_INVALID' };
      const wanted = challenge.toLowerCase();
      const current = Math.floor(now / slotMs);
      const oldest = Math.floor((now - 2 * ttlMs) / slotMs);
      // Newest first: a post usually comes within a minute of its challenge.
      for (const slot of [...Array.from({ length: current - oldest + 1 }, (_, i) => current - i), current + 1]) {
        if (challengeOf(saltOf(slot, solution), solution) !== wanted) continue;
        const expiresAt = slot * slotMs + ttlMs;
        return expiresAt > now ? { ok: true, expiresAt } : { ok: false, code: 'CHALLENGE_EXPIRED' };
      }
      // Not issued here, or not solved: without a stored salt the two look alike.
      return { ok: false, code: 'CHALLENGE_UNKNOWN' };
    },
  };
}

export type Challenges = ReturnType<typeof challenges>;
