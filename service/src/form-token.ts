/**
 * The signed form token of the feedback form without JavaScript (contract: form.ts of
 * @servicestandard/feedback-api). The token holds its issue time and a random nonce, signed with
 * HMAC-SHA256 under the service's secret together with the page it was issued for. It proves that
 * the form came from a page this service (or the web server in front of it) delivered, no less
 * than FORM_TOKEN_AGE.minMs and no more than FORM_TOKEN_AGE.maxMs ago; the store takes each nonce
 * once. Nothing in it points to a person.
 */
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN, FORM_TOKEN_AGE, type ErrorCode } from '@servicestandard/feedback-api';
// A token is bound to the page its address names (path without query and trailing slash).
import { pageOf } from './page-path.ts';

export interface VerifiedFormToken {
  nonce: string;
  /** When the token stops being accepted (epoch ms); the store forgets the used nonce then. */
  expiresAt: number;
}

export type FormTokenCheck = { ok: true; token: VerifiedFormToken } | { ok: false; code: ErrorCode };

export function formTokens(secret: string) {
  // A key of its own, derived from the secret, so a token never doubles as another signature.
  const key = createSecretKey(createHmac('sha256', secret).update('servicestandard form token v1').digest());
  const sign = (issued: string, nonce: string, page: string) =>
    createHmac('sha256', key).update(`${issued}.${nonce}.${page}`).digest('base64url');

  return {
    /** A fresh token for a form on `pagePath`, issued at `now`. */
    issue(pagePath: string, now: number): string {
      const issued = now.toString(36);
      const nonce = randomBytes(16).toString('base64url');
      return `${issued}.${nonce}.${sign(issued, nonce, pageOf(pagePath))}`;
    },
    /** Checks signature, page and age (not yet whether it was used: that is the store's part). */
    verify(token: unknown, pagePath: unknown, now: number): FormTokenCheck {
      if (typeof token !== 'string' || typeof pagePath !== 'string' || !FORM_TOKEN.test(token)) return { ok: false, code: 'FORM_TOKEN_INVALID' };
      const [issued = '', nonce = '', mac = ''] = token.split('.');
      const expected = Buffer.from(sign(issued, nonce, pageOf(pagePath)));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, code: 'FORM_TOKEN_INVALID' };
      const issuedAt = parseInt(issued, 36);
      const age = now - issuedAt;
      if (age < FORM_TOKEN_AGE.minMs) return { ok: false, code: 'FORM_TOKEN_TOO_NEW' };
      if (age > FORM_TOKEN_AGE.maxMs) return { ok: false, code: 'FORM_TOKEN_EXPIRED' };
      return { ok: true, token: { nonce, expiresAt: issuedAt + FORM_TOKEN_AGE.maxMs } };
    },
  };
}

export type FormTokens = ReturnType<typeof formTokens>;
