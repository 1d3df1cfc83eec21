import { describe, expect, it } from 'vitest';
import { clientHash, clientHasher } from '../src/client-address.ts';
import { build } from './helper.ts';

describe('client pseudonyms', () => {
  it('are keyed HMACs that do not contain the address', () => {
    const hash = clientHash('geheim-geheim-geheim-geheim-geheim', '203.0.113.7');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).not.toBe(clientHash('anderes-geheimnis-anderes-geheimnis', '203.0.113.7'));
  });

  it('come out the same from the remembering hasher, also after it starts over', () => {
    const secret = 'geheim-geheim-geheim-geheim-geheim';
    const hashClient = clientHasher(secret);
    for (let i = 0; i < 10_050; i++) hashClient(`10.0.${i >> 8}.${i & 255}`);
    for (const address of ['10.0.0.1', '10.0.39.42', '203.0.113.7']) {
      expect(hashClient(address)).toBe(clientHash(secret, address));
    }
  });
});

describe('the client address behind a proxy (FEEDBACK_TRUST_PROXY)', () => {
  // nginx appends the address it sees to the X-Forwarded-For it received ($proxy_add_x_forwarded_for),
  // so a client can write anything in front of its real address. With FEEDBACK_TRUST_PROXY=true the
  // leftmost entry counted: 15 of 15 answers passed a limit of 10. That value is refused at start now.
  it.each(['1', '127.0.0.1'])('with %s, invented addresses in front of the real one do not make new clients', async (trust) => {
    const { app } = await build({ env: { FEEDBACK_TRUST_PROXY: trust, FEEDBACK_RATE_LIMIT_HELPFUL: '10' } });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/helpful',
        payload: { pagePath: '/glossar', answer: 'ja' },
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        remoteAddress: '127.0.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    // Another real client behind the same proxy has its own limit.
    const other = await app.inject({
      method: 'POST',
      url: '/api/helpful',
      payload: { pagePath: '/glossar', answer: 'ja' },
      headers: { 'x-forwarded-for': '203.0.113.10' },
      remoteAddress: '127.0.0.1',
    });
    expect(other.statusCode).toBe(201);
  });
});
