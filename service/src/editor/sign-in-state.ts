/**
 * What the browser carries through the provider's redirect: state, nonce and PKCE verifier of one
 * sign-in, sealed with AES-256-GCM under a key derived from FEEDBACK_SECRET (the same on every
 * instance). The browser can neither read nor change it; the callback of any instance opens it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** A sign-in at the provider must be finished within this time. */
export const SIGN_IN_TTL_MS = 10 * 60_000;

const stateSchema = z.strictObject({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
  expiresAt: z.number().int(),
});

export type SignInState = z.infer<typeof stateSchema>;

export function signInSealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'servicestandard', 'redaktion sign-in state', 32));
  return {
    seal(state: SignInState): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    /** The state if the value is ours, unchanged and not expired at `now`; undefined otherwise. */
    open(value: string | undefined, now: number): SignInState | undefined {
      if (!value || value.length > 2048) return undefined;
      const raw = Buffer.from(value, 'base64url');
      if (raw.length < 12 + 16 + 1) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
        const state = stateSchema.parse(JSON.parse(text));
        return state.expiresAt > now ? state : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
