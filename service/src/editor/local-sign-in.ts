/**
 * The embedded default for a laptop without an identity provider: `npm start` prints a one-time
 * sign-in link. The token lives in this process only (as its SHA-256), is valid ten minutes,
 * works once, and only for a request that comes from this machine (loopback socket, no proxy
 * headers). With NODE_ENV=production or an identity provider, the route does not exist.
 */
import type { FastifyRequest } from 'fastify';
import { randomToken, tokenHash } from './tokens.ts';

export const LOCAL_LINK_TTL_MS = 10 * 60_000;
export const LOCAL_SUBJECT = 'lokal';

export interface LocalSignIn {
  /** A new token, valid for ten minutes from `now`. */
  issue(now: number): string;
  /** True once for a valid token; the token is gone afterwards. */
  redeem(token: string, now: number): boolean;
}

export function createLocalSignIn(): LocalSignIn {
  const tokens = new Map<string, number>();
  return {
    issue(now) {
      for (const [hash, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(hash);
      const token = randomToken();
      tokens.set(tokenHash(token), now + LOCAL_LINK_TTL_MS);
      return token;
    },
    redeem(token, now) {
      const hash = tokenHash(token);
      const expiresAt = tokens.get(hash);
      tokens.delete(hash);
      return expiresAt !== undefined && expiresAt > now;
    },
  };
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * The request comes from this machine itself: the socket's peer is a loopback address and no
 * proxy forwarded it (a reverse proxy on the same machine would make every client look local).
 */
export function isFromLoopback(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const headers = request.headers;
  return LOOPBACK.test(peer) && !headers['x-forwarded-for'] && !headers['forwarded'] && !headers['x-real-ip'];
}
