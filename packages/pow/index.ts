/**
 * Proof of work shared by the browser solver (a Web Worker) and the server verifier.
 *
 * The server picks a random counter n below `difficulty` and publishes
 * challenge = SHA-256 hex of `${salt}:${n}`. The client finds n by trying every counter;
 * on average that costs difficulty / 2 hashes, which makes sending spam expensive while a
 * person barely notices. Only WebCrypto is used so the same file runs in browsers and Node.
 */

export interface Challenge {
  challenge: string;
  salt: string;
  difficulty: number;
}

const encoder = new TextEncoder();
const hexDigits = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Hashes in flight at once: large enough to hide the per-call cost of the async API. */
const BATCH_SIZE = 256;

/** Only canonical decimal counters count as solutions ("007" would hash differently anyway). */
const SOLUTION_PATTERN = /^(0|[1-9][0-9]{0,15})$/;

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += hexDigits[byte];
  return hex;
}

/** The hashed text for a counter: the one format issuer, solver and verifier share. */
export function challengeInput(salt: string, counter: number | string): string {
  return `${salt}:${counter}`;
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function solveChallenge({ challenge, salt, difficulty }: Challenge): Promise<string> {
  const target = challenge.toLowerCase();
  for (let start = 0; start < difficulty; start += BATCH_SIZE) {
    const end = Math.min(start + BATCH_SIZE, difficulty);
    const hashes = await Promise.all(
      Array.from({ length: end - start }, (_, i) => sha256Hex(challengeInput(salt, start + i))),
    );
    const index = hashes.indexOf(target);
    if (index !== -1) return String(start + index);
  }
  throw new Error('Failed to solve challenge');
}

/**
 * Whether `solution` is a canonical decimal counter below `difficulty`: the only form a solver
 * sends. The service checks this before it re-derives the challenge (service/src/challenges.ts).
 */
export function isSolutionInRange(solution: string, difficulty: number): boolean {
  return SOLUTION_PATTERN.test(solution) && Number(solution) < difficulty;
}
