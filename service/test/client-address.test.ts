import { describe, expect, it } from 'vitest';
import { clientHash, clientHasher } from '../src/client-address.ts';

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
