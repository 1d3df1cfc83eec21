import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

/**
 * Pseudonym of a client address: an HMAC with the service secret, so rate limits work per client
 * while no raw IP address is stored. A KeyObject saves Node importing the key on every call.
 */
export function clientHash(secret: string | KeyObject, address: string): string {
  return createHmac('sha256', secret).update(address).digest('hex').slice(0, 32);
}

/** Addresses remembered by a hasher; when full it starts over (a bound, not an LRU). */
const MEMO_LIMIT = 10_000;

/**
 * clientHash for one secret, remembering recent addresses: the rate limits need the pseudonym of
 * every request, and an HMAC per call is measurable there.
 */
export function clientHasher(secret: string): (address: string) => string {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const memo = new Map<string, string>();
  return (address) => {
    let hash = memo.get(address);
    if (hash === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      hash = clientHash(key, address);
      memo.set(address, hash);
    }
    return hash;
  };
}
