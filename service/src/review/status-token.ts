/**
 * The status token of a peer-review request: 128 random bits (base64url, 22 characters) in the
 * address of its status page, /api/peer-review/status/<token>. Only its SHA-256 is stored, so
 * neither a copy of the database nor its log opens a status page; the token itself is known only
 * to the team (the answer to its request and the "received" e-mail).
 */
import { createHash, randomBytes } from 'node:crypto';

export const hashStatusToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newStatusToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: hashStatusToken(token) };
}
