import { createHmac } from 'node:crypto';

/**
 * Pseudonym of a client address: an HMAC with the service secret, so rate limits and the
 * open-challenge bound work per client while no raw IP address is stored.
 */
export function clientHash(secret: string, address: string): string {
  return createHmac('sha256', secret).update(address).digest('hex').slice(0, 32);
}
