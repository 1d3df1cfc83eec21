/**
 * Sign-in with the code host as OpenID Connect provider (GitLab on openCode), through openid-client:
 * authorization code flow with PKCE (S256), state and nonce. The ID token's claims (issuer,
 * audience, expiry, nonce) and its signature against the provider's key set (jwks_uri) are
 * checked; the groups come from the ID token or, as GitLab sends them, from the userinfo endpoint.
 * The provider's metadata is fetched at the first sign-in and kept; a failed fetch is retried at
 * the next one, so the service starts even while the provider is down.
 */
import * as client from 'openid-client';
import type { OidcConfig } from '../config.ts';
import { SIGN_IN_TTL_MS, type SignInState } from './sign-in-state.ts';
import { FORBIDDEN_TEXT_CHARACTERS } from '@servicestandard/feedback-api';

export const SCOPES = 'openid profile email';

export interface Identity {
  subject: string;
  /** For the editor and the audit log: name, else user name, else subject. */
  name: string;
  groups: string[];
}

/** Why a sign-in was refused, for the log (never a token, claim value or address). */
export class SignInError extends Error {
  readonly reason: string;
  readonly unavailable: boolean;

  constructor(reason: string, options: { cause?: unknown; unavailable?: boolean } = {}) {
    super(`sign-in refused: ${reason}`, { cause: options.cause });
    this.name = 'SignInError';
    this.reason = reason;
    this.unavailable = options.unavailable ?? false;
  }
}

const isLoopbackHttp = (issuer: string) => issuer.startsWith('http://');

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
/** Characters no text of the service keeps (the contract's rule), anywhere in a claim. */
const FORBIDDEN = new RegExp(FORBIDDEN_TEXT_CHARACTERS.source, 'g');

/**
 * A claim as text without control and bidi characters: the name goes into the session, the audit
 * log and the pages, and PostgreSQL refuses NUL in text. Blank counts as missing.
 */
const text = (value: unknown): string | undefined => {
  const cleaned = typeof value === 'string' ? value.replace(FORBIDDEN, '').trim() : '';
  return cleaned === '' ? undefined : cleaned;
};

/** A short, loggable reason from openid-client's errors: their code, never their message (it may quote values). */
function reasonOf(error: unknown): string {
  if (error instanceof client.ResponseBodyError) return `provider answered ${error.error}`;
  if (error instanceof client.AuthorizationResponseError) return `authorization response ${error.error}`;
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.name : 'unknown';
}

export interface OidcClient {
  /** Where to send the browser, and what to remember until it comes back. */
  start(now: number): Promise<{ url: URL; state: SignInState }>;
  /** Checks the provider's answer at the callback address and returns who signed in. */
  finish(callbackUrl: URL, state: SignInState): Promise<Identity>;
}

export function createOidcClient(oidc: OidcConfig, redirectUri: string): OidcClient {
  let configuration: Promise<client.Configuration> | undefined;

  function configure(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        { id_token_signed_response_alg: 'RS256' },
        client.ClientSecretBasic(oidc.clientSecret),
        {
          // http only for a provider on a loopback address (config.ts refuses any other).
          execute: [...(isLoopbackHttp(oidc.issuer) ? [client.allowInsecureRequests] : []), client.enableNonRepudiationChecks],
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw new SignInError(`discovery failed: ${reasonOf(error)}`, { cause: error, unavailable: true });
      });
    return configuration;
  }

  return {
    async start(now) {
      const config = await configure();
      const state: SignInState = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        expiresAt: now + SIGN_IN_TTL_MS,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPES,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(state.verifier),
        code_challenge_method: 'S256',
        state: state.state,
        nonce: state.nonce,
      });
      return { url, state };
    },

    async finish(callbackUrl, state) {
      const config = await configure();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: state.verifier,
          expectedState: state.state,
          expectedNonce: state.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const unavailable = error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
        throw new SignInError(reasonOf(error), { cause: error, unavailable });
      }
      const claims = tokens.claims();
      if (!claims) throw new SignInError('no ID token');
      let userinfo: client.UserInfoResponse;
      try {
        userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      } catch (error) {
        throw new SignInError(`userinfo: ${reasonOf(error)}`, { cause: error });
      }
      const groups = [...new Set([...stringList(claims['groups']), ...stringList(claims['groups_direct']), ...stringList(userinfo['groups'])])];
      const name = text(userinfo.name) ?? text(claims['name']) ?? text(userinfo.preferred_username) ?? text(userinfo.nickname) ?? claims.sub;
      return { subject: claims.sub, name, groups };
    },
  };
}

/** Whether the allow-list names the subject or one of its groups. */
export function isAllowed(identity: Identity, allowed: { subjects: readonly string[]; groups: readonly string[] }): boolean {
  return allowed.subjects.includes(identity.subject) || identity.groups.some((group) => allowed.groups.includes(group));
}
