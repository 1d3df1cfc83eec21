/**
 * A real OpenID Connect provider for tests (oidc-provider, the certified Node.js implementation) on
 * a free 127.0.0.1 port, configured like GitLab as openCode runs it: authorization code flow with
 * PKCE required, confidential client with client_secret_basic, ID tokens signed with RS256, scopes
 * openid profile email, and the account's groups as the `groups` claim (GitLab sends it from the
 * userinfo endpoint; here too, since the ID token carries scope claims only when no access token
 * is issued). Sign-in is an interactive form (user name and password) that a browser fills in;
 * consent is implied, as for a trusted GitLab application.
 *
 * `tamper()` changes the ID token of the token endpoint's next answers, to test that the relying
 * party refuses it: already expired (signed with the provider's key), with another nonce (signed
 * with the provider's key), or signed with a key the provider never published.
 */
import { generateKeyPairSync, createSign, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { freePort } from './process.ts';

export interface TestAccount {
  login: string;
  password: string;
  /** The stable subject (GitLab: the numeric user id). */
  sub: string;
  name: string;
  email: string;
  /** Full paths of the account's groups. */
  groups: string[];
}

export type TokenTamper = 'expired' | 'wrong-nonce' | 'foreign-key';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** From now on the ID token of every token answer is changed this way; undefined stops it. */
  tamper(mode: TokenTamper | undefined): void;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginForm(uid: string, error = ''): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Anmelden – Test-Anmeldedienst</title></head>
<body><main><h1>Anmelden</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="login">Benutzername</label> <input id="login" name="login" autocomplete="username" required>
<label for="password">Passwort</label> <input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Anmelden</button>
</form></main></body></html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function resign(idToken: string, mode: TokenTamper, ownKey: KeyObject, foreignKey: KeyObject): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  if (mode === 'expired') Object.assign(claims, { iat: now - 7_200, exp: now - 3_600 });
  if (mode === 'wrong-nonce') claims['nonce'] = 'nicht-die-nonce-dieser-anmeldung';
  const input = `${header}.${b64(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(mode === 'foreign-key' ? foreignKey : ownKey);
  return `${input}.${signature.toString('base64url')}`;
}

export async function startOidcProvider(options: { redirectUris: string[]; accounts: TestAccount[] }): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'servicestandard-redaktion';
  const clientSecret = randomBytes(24).toString('hex');
  const own = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let tamperMode: TokenTamper | undefined;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [{ ...(own.privateKey.export({ format: 'jwk' }) as Record<string, string>), kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub', 'groups'], profile: ['name', 'nickname', 'preferred_username'], email: ['email', 'email_verified'] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: { Interaction: 600, Session: 3_600, Grant: 3_600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = options.accounts.find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          nickname: account.login,
          preferred_username: account.login,
          email: account.email,
          email_verified: true,
          groups: account.groups,
        }),
      };
    },
    // A trusted application: the grant of openid profile email is implied, no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (tamperMode && ctx.path === '/token' && body && typeof body.id_token === 'string') {
      ctx.body = { ...body, id_token: resign(body.id_token, tamperMode, own.privateKey, foreign.privateKey) };
    }
  });
  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string, submitted: boolean) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const html = (status: number, body: string) => response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (!submitted) return html(200, loginForm(uid));
    const form = await formBody(request);
    const account = options.accounts.find((a) => a.login === form.get('login') && a.password === form.get('password'));
    if (!account) return html(200, loginForm(uid, 'Benutzername oder Passwort falsch.'));
    await provider.interactionFinished(request, response, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(path);
    if (!match) return void callback(request, response);
    interaction(request, response, match[1]!, request.method === 'POST' && match[2] !== undefined).catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(error instanceof Error ? error.message : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId,
    clientSecret,
    tamper(mode) {
      tamperMode = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
