/** Random tokens of the editors' area and their stored form. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the store keeps of a token: its SHA-256, so a copy of the database is no key. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares in constant time, so the answer time tells nothing about how much matched. */
export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
