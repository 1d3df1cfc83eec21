import { describe, expect, it } from 'vitest';
import { FORM_TOKEN, FORM_TOKEN_AGE } from '@servicestandard/feedback-api';
import { formTokens } from '../src/form-token.ts';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('form token', () => {
  const tokens = formTokens('s'.repeat(32));

  it('is valid for its page from 3 s to 2 h after issue, with a nonce the store can take once', () => {
    const token = tokens.issue('/kriterien/1', T0);
    expect(token).toMatch(FORM_TOKEN);
    const check = tokens.verify(token, '/kriterien/1/', T0 + FORM_TOKEN_AGE.minMs);
    expect(check).toEqual({ ok: true, token: { nonce: token.split('.')[1], expiresAt: T0 + FORM_TOKEN_AGE.maxMs } });
    expect(tokens.verify(token, '/kriterien/1', T0 + FORM_TOKEN_AGE.maxMs).ok).toBe(true);
    // Two tokens for one page never share a nonce.
    expect(tokens.issue('/kriterien/1', T0).split('.')[1]).not.toBe(token.split('.')[1]);
  });

  it('is too new before 3 s and expired after 2 h', () => {
    const token = tokens.issue('/', T0);
    expect(tokens.verify(token, '/', T0)).toEqual({ ok: false, code: 'FORM_TOKEN_TOO_NEW' });
    expect(tokens.verify(token, '/', T0 + FORM_TOKEN_AGE.minMs - 1)).toEqual({ ok: false, code: 'FORM_TOKEN_TOO_NEW' });
    expect(tokens.verify(token, '/', T0 + FORM_TOKEN_AGE.maxMs + 1)).toEqual({ ok: false, code: 'FORM_TOKEN_EXPIRED' });
  });

  it('is refused for another page, when tampered with, under another secret or malformed', () => {
    const token = tokens.issue('/ueber', T0);
    const later = T0 + 10_000;
    expect(tokens.verify(token, '/glossar', later)).toEqual({ ok: false, code: 'FORM_TOKEN_INVALID' });
    const [issued, nonce, mac] = token.split('.') as [string, string, string];
    // An earlier issue time would make a fresh token look old enough.
    expect(tokens.verify(`${(T0 - 60_000).toString(36)}.${nonce}.${mac}`, '/ueber', T0 + 1)).toEqual({ ok: false, code: 'FORM_TOKEN_INVALID' });
    expect(tokens.verify(`${issued}.${'A'.repeat(22)}.${mac}`, '/ueber', later)).toEqual({ ok: false, code: 'FORM_TOKEN_INVALID' });
    const flipped = (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1);
    expect(tokens.verify(`${issued}.${nonce}.${flipped}`, '/ueber', later)).toEqual({ ok: false, code: 'FORM_TOKEN_INVALID' });
    expect(formTokens('t'.repeat(32)).verify(token, '/ueber', later)).toEqual({ ok: false, code: 'FORM_TOKEN_INVALID' });
    for (const wrong of [undefined, '', 'abc', 42, `${token}x`]) expect(tokens.verify(wrong, '/ueber', later).ok).toBe(false);
    expect(tokens.verify(token, undefined, later).ok).toBe(false);
  });
});
