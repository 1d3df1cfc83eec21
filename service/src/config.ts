/**
 * Configuration of the feedback service, read from environment variables once at start-up.
 *
 * FEEDBACK_GITLAB_API_URL         GitLab REST API base, e.g. https://gitlab.opencode.de/api/v4.
 *                                 Optional; set together with FEEDBACK_GITLAB_TOKEN or not at all.
 *                                 Without both the service runs embedded: feedback is stored in
 *                                 SQLite and shown on its status page, nothing goes to GitLab.
 * FEEDBACK_GITLAB_TOKEN           Access token with the `api` scope for creating issues. Never logged.
 * FEEDBACK_PROJECT_IDS            Comma list of GitLab project ids feedback may go to. Default "4516".
 * FEEDBACK_LABELS                 Comma list of labels visitors may set. Default "barriere".
 * FEEDBACK_ALLOWED_ORIGINS        Comma list of origins allowed to call the API cross-origin
 *                                 (e.g. https://servicestandard.example). Default empty: same origin only.
 * FEEDBACK_DIFFICULTY             Proof-of-work difficulty: counters a client tries at most. Default 10000.
 * FEEDBACK_CHALLENGE_TTL_SECONDS  Lifetime of a challenge. Default 600.
 * FEEDBACK_SECRET                 Key (at least 32 characters) for the HMAC of client addresses,
 *                                 so no raw IP address is stored, and of the challenges' salts
 *                                 (challenges.ts). Default: random per start (a
 *                                 warning is logged); required when NODE_ENV=production.
 * FEEDBACK_DB_PATH                SQLite file. Default data/feedback.sqlite (relative to the working
 *                                 directory; the directory is created).
 * FEEDBACK_DATABASE_URL           postgres://user:password@host:5432/db selects PostgreSQL instead of
 *                                 SQLite (the store several instances share). Never logged.
 * FEEDBACK_INSTANCES              How many instances run against the store. Default 1. More than one
 *                                 requires FEEDBACK_DATABASE_URL, FEEDBACK_SECRET (same value on every
 *                                 instance) and FEEDBACK_TRUST_PROXY; otherwise the start is refused.
 * FEEDBACK_PUBLIC_URL             Public base URL of the site, used in issue texts and status links.
 *                                 Default http://127.0.0.1:8080.
 * FEEDBACK_TRUST_PROXY            Fastify trustProxy: "false", a hop count or a comma list of proxy
 *                                 addresses/CIDRs. Default false (client address = socket). "true"
 *                                 is refused: it trusts addresses the client writes itself.
 * FEEDBACK_RATE_LIMIT_CHALLENGE   Challenges per client address and minute, counted by each instance
 *                                 in memory (issuing one writes nothing). Default 30.
 * FEEDBACK_RATE_LIMIT_FEEDBACK    Feedback posts per client address and minute. Default 5.
 * FEEDBACK_RATE_LIMIT_HELPFUL     Answers to "War diese Seite hilfreich?" per client address and
 *                                 minute. Default 10.
 * FEEDBACK_RATE_LIMIT_FORM_TOKEN  Form tokens (GET /feedback/form-token, fetched by nginx's SSI for
 *                                 each page with the feedback form) per client address and minute.
 *                                 Default 60.
 * FEEDBACK_GITLAB_TIMEOUT_MS      Timeout of each GitLab request. Default 10000.
 *
 * The editors' area (Redaktion, service/src/editor/):
 * REDAKTION_OIDC_ISSUER           OpenID Connect issuer of the code host, e.g. https://gitlab.opencode.de.
 *                                 https, or http on a loopback address (tests, a provider on the laptop).
 * REDAKTION_OIDC_CLIENT_ID        Application id of the GitLab application.
 * REDAKTION_OIDC_CLIENT_SECRET    Its secret. Never logged. The three are set together or not at all.
 * REDAKTION_ALLOWED               Who may sign in: comma list of "sub:<subject>" (a GitLab user id) and
 *                                 "group:<full group path>" (the groups claim). Required with OIDC.
 * REDAKTION_REVIEWERS             Who may sign in as a reviewer of peer reviews (issue 34): the same
 *                                 syntax as REDAKTION_ALLOWED. A reviewer sees only the reviews
 *                                 assigned to them (/redaktion/begutachtungen); an account on both
 *                                 lists signs in as an editor. Optional; only with OIDC.
 * REDAKTION_RATE_LIMIT_SIGN_IN    Sign-in callbacks (and one-time links) per client address and minute.
 *                                 Default 10.
 * Without OIDC and outside NODE_ENV=production, the server prints a one-time sign-in link at start.
 *
 * E-mail to the teams that request a peer review (service/src/mail/):
 * MAIL_SMTP_URL                   smtp://host:587 (STARTTLS when offered) or smtps://host:465, with
 *                                 user:password@ when the server asks for them. Never logged.
 * MAIL_FROM                       Sender: an address, optionally with a display name, e.g.
 *                                 "Servicestandard <servicestandard@example.de>". Set together with
 *                                 MAIL_SMTP_URL or not at all. Without both (the embedded default)
 *                                 every message is only written as an .eml file into MAIL_DIR and
 *                                 listed in the Redaktion (Nachrichten); NODE_ENV=production then
 *                                 logs a warning at start. Required when FEEDBACK_INSTANCES > 1 (the
 *                                 instances share no directory).
 * MAIL_DIR                        Where messages are kept as .eml files: outbox/ (waiting), sent/,
 *                                 failed/ (refused by the SMTP server), and the directory itself
 *                                 without SMTP. Default data/mail (relative to the working
 *                                 directory; created at start, which fails if it is not writable).
 *
 * Publication of peer-review reports (issue 34, item 7; service/src/plugins/publication.ts). With
 * FEEDBACK_GITLAB_API_URL and FEEDBACK_GITLAB_TOKEN set, the same host and token (scope `api`,
 * Developer role on the content project) open a merge request that adds the report file;
 * without them the file is written into SITE_PRUEFBERICHTE_DIR and appears with the next build:
 * GITLAB_CONTENT_PROJECT_ID       GitLab project holding the site's content (this repository).
 *                                 Default 4516, the project feedback goes to by default.
 * GITLAB_CONTENT_BRANCH           Branch the merge request targets and its branch starts from.
 *                                 Default main.
 * SITE_PRUEFBERICHTE_DIR          The content folder of the reports without GitLab (the same
 *                                 variable the site's build reads). Default
 *                                 site/src/content/pruefberichte of this checkout.
 *
 * The bundled server (server.ts, loadServerConfig):
 * PORT                            Port it listens on. Default 8080.
 * HOST                            Address it listens on. Default 127.0.0.1 (0.0.0.0 for all).
 * SITE_ROOT                       The built site. Default SITE_OUT_DIR, else site/dist.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FEEDBACK_LABELS, FEEDBACK_PROJECT_ID } from '@servicestandard/feedback-api';

export interface GitLabConfig {
  apiUrl: string;
  token: string;
}

export interface FeedbackConfig {
  /** undefined = embedded mode (no GitLab). */
  gitlab: GitLabConfig | undefined;
  projectIds: readonly number[];
  labels: readonly string[];
  allowedOrigins: readonly string[];
  difficulty: number;
  challengeTtlSeconds: number;
  secret: string;
  /** True when FEEDBACK_SECRET was missing and a random one was generated. */
  secretIsEphemeral: boolean;
  dbPath: string;
  /** PostgreSQL instead of SQLite; `url` is not enumerable (it may hold a password). */
  postgres: { url: string } | undefined;
  /** Instances configured to share the store (FEEDBACK_INSTANCES). */
  instances: number;
  /** Without trailing slash. */
  publicUrl: string;
  trustProxy: TrustProxy;
  rateLimit: { challengePerMinute: number; feedbackPerMinute: number; statusPerMinute: number; helpfulPerMinute: number; formTokenPerMinute: number };
  gitlabTimeoutMs: number;
  outbox: {
    /** First retry delay; doubles per attempt. */
    backoffBaseMs: number;
    backoffMaxMs: number;
    /** How long a claimed row may stay 'sending' before another worker takes it back. */
    leaseMs: number;
    /** How often the worker looks for due rows (rows of other processes, expired leases). */
    pollMs: number;
  };
  editor: EditorConfig;
  mail: MailConfig;
  publication: PublicationConfig;
  /** Clock in epoch milliseconds; injectable so tests never wait for expiry or backoff. */
  now: () => number;
}

export interface MailConfig {
  /** undefined: no SMTP, messages stay as .eml files in `dir`; `url` is not enumerable (it may hold a password). */
  smtp: { url: string } | undefined;
  /** The From header; without MAIL_FROM a placeholder on the public host (only written into files). */
  from: { name: string; address: string };
  dir: string;
  /** NODE_ENV=production without SMTP: the start logs that messages are only kept as files. */
  warnWithoutSmtp: boolean;
  retry: {
    /** First retry delay after a failed delivery; doubles per attempt. */
    backoffBaseMs: number;
    backoffMaxMs: number;
    /** How often the sender looks into the outbox. */
    pollMs: number;
  };
}

/** Where a peer-review report goes (issue 34, item 7): a merge request when `gitlab` is set, else a file in `localDir`. */
export interface PublicationConfig {
  /** The content project and the branch the merge request targets. */
  projectId: number;
  branch: string;
  /** Absolute path of the content folder pruefberichte for the file without GitLab. */
  localDir: string;
}

/** site/src/content/pruefberichte of this checkout (service/src/config.ts -> ../../site/...). */
const DEFAULT_PRUEFBERICHTE_DIR = fileURLToPath(new URL('../../site/src/content/pruefberichte/', import.meta.url));

export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Not enumerable, so a log or JSON dump of the config leaves it out. */
  clientSecret: string;
}

export interface EditorConfig {
  /** undefined: no identity provider; then only the one-time link of a local start signs in. */
  oidc: OidcConfig | undefined;
  /** Who may sign in with the identity provider: subjects and groups (REDAKTION_ALLOWED). */
  allowed: { subjects: readonly string[]; groups: readonly string[] };
  /** Who may sign in as a reviewer of peer reviews (REDAKTION_REVIEWERS); editors take precedence. */
  reviewers: { subjects: readonly string[]; groups: readonly string[] };
  /** The one-time sign-in link exists: no identity provider and not NODE_ENV=production. */
  localSignIn: boolean;
  /** Sign-in callbacks and one-time links per client address and minute. */
  signInPerMinute: number;
}

const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

const positiveInt = z.coerce.number().int().positive();

const httpUrl = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ''));

const SMTP_URL_MESSAGE = 'erwartet eine Adresse, die mit smtp:// oder smtps:// beginnt, z. B. smtps://benutzer:passwort@mail.example.de:465';

/** smtp:// or smtps:// with a host; the message never repeats the value (it may hold a password). */
const smtpUrl = z.string().refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '' && !/\s/.test(value);
}, SMTP_URL_MESSAGE);

const MAIL_ADDRESS_MESSAGE = 'erwartet eine E-Mail-Adresse, gern mit Namen davor, z. B. Servicestandard <servicestandard@example.de>';

/** "name@example.de" or "Display Name <name@example.de>"; the name without quotes, brackets or line breaks. */
const mailFrom = z
  .string()
  .transform((value, ctx) => {
    const match = /^(?:([^<>"\\,;:\r\n]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
    const address = match?.[2] ?? match?.[3] ?? '';
    if (!match || !z.email().max(254).safeParse(address).success) {
      ctx.addIssue({ code: 'custom', message: MAIL_ADDRESS_MESSAGE });
      return z.NEVER;
    }
    return { name: (match[1] ?? '').trim(), address };
  });

export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** https, or http only on a loopback address (a provider started by tests or on the laptop). */
const issuerUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  }, 'muss mit https:// beginnen (http nur für eine Adresse auf diesem Rechner, etwa 127.0.0.1)');

/** "sub:4711,group:bmds/servicestandard" → subjects and group paths. */
const allowList = commaList.pipe(
  z
    .array(z.string().regex(/^(sub|group):\S+$/, 'jeder Eintrag lautet sub:<Kennung> oder group:<Gruppenpfad>'))
    .transform((items) => ({
      subjects: items.filter((item) => item.startsWith('sub:')).map((item) => item.slice(4)),
      groups: items.filter((item) => item.startsWith('group:')).map((item) => item.slice(6)),
    })),
);

/** proxy-addr's names of address ranges, besides addresses and CIDRs (10.0.0.0/8, 10.0.0.0/255.0.0.0). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', mask, ...rest] = item.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (mask === undefined || /^\d{1,3}$/.test(mask) || isIP(mask) === 4);
}

/**
 * Which proxies in front of the service are trusted to name the client in X-Forwarded-For: a hop
 * count or their addresses. "true" is refused: it takes the leftmost address, which the client
 * writes itself (nginx appends to the header it received), so every invented address would be a
 * new client with a fresh rate limit.
 */
const trustProxy = z
  .string()
  .refine(
    (value) => value !== 'true',
    'true nimmt jede Adresse in X-Forwarded-For als Client, auch eine, die der Client selbst erfunden hat, und jede erfundene Adresse hätte ein eigenes Ratenlimit. ' +
      'Bitte die Zahl der Proxys vor dem Dienst angeben (z. B. 1 für ein nginx davor) oder ihre Adressen (z. B. 127.0.0.1 oder 10.0.0.0/8, mehrere durch Komma getrennt)',
  )
  .refine(
    (value) => value === 'true' || value === 'false' || /^\d+$/.test(value) || value.split(',').every((item) => isProxyAddress(item.trim())),
    'erwartet false, die Zahl der Proxys vor dem Dienst (z. B. 1) oder ihre Adressen (z. B. 127.0.0.1 oder 10.0.0.0/8, mehrere durch Komma getrennt)',
  )
  .transform((value): TrustProxy => {
    if (value === 'false') return false;
    // A hop count, as proxy-addr reads numbers (Fastify's types only take the function form).
    if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
    return value.split(',').map((item) => item.trim()).filter(Boolean);
  });

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    FEEDBACK_GITLAB_API_URL: httpUrl.optional(),
    FEEDBACK_GITLAB_TOKEN: z.string().min(1).optional(),
    FEEDBACK_PROJECT_IDS: commaList
      .default([String(FEEDBACK_PROJECT_ID)])
      .pipe(z.array(z.string().regex(/^[1-9][0-9]*$/, 'must be positive integers').transform(Number)).min(1)),
    FEEDBACK_LABELS: commaList.default([...FEEDBACK_LABELS]),
    FEEDBACK_ALLOWED_ORIGINS: commaList
      .default([])
      .pipe(z.array(httpUrl)),
    // Tuned so a mid-range phone (several times slower than this) solves well under a second.
    // Measured on the 2-core build machine (Node 24.21), 50 random challenges per run, with
    //   npx node --input-type=module -e "import {randomBytes,randomInt} from 'node:crypto';
    //   const {sha256Hex,solveChallenge}=await import('./packages/pow/index.ts'); const d=10000,t=[];
    //   for(let i=0;i<50;i++){const salt=randomBytes(16).toString('hex');
    //   const challenge=await sha256Hex(salt+':'+randomInt(d)); const s=performance.now();
    //   await solveChallenge({challenge,salt,difficulty:d}); t.push(performance.now()-s)}
    //   t.sort((a,b)=>a-b); console.log('median',t[24],'p95',t[47])"
    // difficulty 10000: median 49–70 ms, p95 107–153 ms (idle to busy machine);
    // 12000: p95 132–209 ms; 20000: p95 362 ms; 50000: p95 551 ms.
    FEEDBACK_DIFFICULTY: positiveInt.max(10_000_000).default(10_000),
    FEEDBACK_CHALLENGE_TTL_SECONDS: positiveInt.default(600),
    FEEDBACK_SECRET: z.string().min(32).optional(),
    FEEDBACK_DB_PATH: z.string().min(1).default('data/feedback.sqlite'),
    FEEDBACK_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')
      .optional(),
    FEEDBACK_INSTANCES: positiveInt.max(1000).default(1),
    FEEDBACK_PUBLIC_URL: httpUrl.default('http://127.0.0.1:8080'),
    FEEDBACK_TRUST_PROXY: trustProxy.optional(),
    FEEDBACK_RATE_LIMIT_CHALLENGE: positiveInt.default(30),
    FEEDBACK_RATE_LIMIT_FEEDBACK: positiveInt.default(5),
    FEEDBACK_RATE_LIMIT_HELPFUL: positiveInt.default(10),
    // A page view with the form each second is more than a person reads.
    FEEDBACK_RATE_LIMIT_FORM_TOKEN: positiveInt.default(60),
    FEEDBACK_GITLAB_TIMEOUT_MS: positiveInt.default(10_000),
    REDAKTION_OIDC_ISSUER: issuerUrl.optional(),
    REDAKTION_OIDC_CLIENT_ID: z.string().min(1).optional(),
    REDAKTION_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    REDAKTION_ALLOWED: allowList.optional(),
    REDAKTION_REVIEWERS: allowList.optional(),
    REDAKTION_RATE_LIMIT_SIGN_IN: positiveInt.default(10),
    MAIL_SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: mailFrom.optional(),
    MAIL_DIR: z.string().min(1).default('data/mail'),
    GITLAB_CONTENT_PROJECT_ID: z.coerce
      .number({ error: 'erwartet die Nummer eines GitLab-Projekts, z. B. 4516' })
      .int('erwartet die Nummer eines GitLab-Projekts, z. B. 4516')
      .positive('erwartet die Nummer eines GitLab-Projekts, z. B. 4516')
      .default(FEEDBACK_PROJECT_ID),
    // GitLab's branch names: no spaces, no "..", no leading "-" or "/", no control characters.
    GITLAB_CONTENT_BRANCH: z
      .string()
      .regex(/^(?![-/])(?!.*\.\.)(?!.*\/$)[A-Za-z0-9._/-]{1,200}$/, 'erwartet den Namen eines Branches, z. B. main')
      .default('main'),
    SITE_PRUEFBERICHTE_DIR: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.FEEDBACK_GITLAB_API_URL) !== Boolean(env.FEEDBACK_GITLAB_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.FEEDBACK_GITLAB_API_URL ? 'FEEDBACK_GITLAB_TOKEN' : 'FEEDBACK_GITLAB_API_URL'],
        message: 'FEEDBACK_GITLAB_API_URL and FEEDBACK_GITLAB_TOKEN must be set together',
      });
    }
    if (env.FEEDBACK_INSTANCES > 1) {
      const missing = [
        ...(env.FEEDBACK_DATABASE_URL ? [] : ['FEEDBACK_DATABASE_URL']),
        ...(env.FEEDBACK_SECRET ? [] : ['FEEDBACK_SECRET']),
        // Parsed, "false" is false; a refused value ("true") has its own message.
        ...(env.FEEDBACK_TRUST_PROXY ? [] : ['FEEDBACK_TRUST_PROXY']),
      ];
      if (missing.length) {
        ctx.addIssue({ code: 'custom', path: ['FEEDBACK_INSTANCES'], message: multiInstanceMessage(env.FEEDBACK_INSTANCES, missing) });
      }
    }
    const oidcParts = [env.REDAKTION_OIDC_ISSUER, env.REDAKTION_OIDC_CLIENT_ID, env.REDAKTION_OIDC_CLIENT_SECRET];
    const oidcNames = ['REDAKTION_OIDC_ISSUER', 'REDAKTION_OIDC_CLIENT_ID', 'REDAKTION_OIDC_CLIENT_SECRET'];
    if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: [oidcNames[oidcParts.findIndex((part) => !part)]!],
        message: `${oidcNames.join(', ')} werden zusammen gesetzt oder gar nicht`,
      });
    }
    if (env.REDAKTION_REVIEWERS && !oidcParts.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDAKTION_REVIEWERS'],
        message: 'wirkt nur mit der Anmeldung über openCode: Prüfende melden sich nur so an. Setzen Sie REDAKTION_OIDC_ISSUER, REDAKTION_OIDC_CLIENT_ID und REDAKTION_OIDC_CLIENT_SECRET oder lassen Sie REDAKTION_REVIEWERS weg',
      });
    }
    if (oidcParts.every(Boolean)) {
      // Read defensively: a value that failed its own check arrives here unparsed.
      const allowed = env.REDAKTION_ALLOWED as Partial<NonNullable<typeof env.REDAKTION_ALLOWED>> | undefined;
      if (!allowed || (allowed.subjects?.length ?? 0) + (allowed.groups?.length ?? 0) === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['REDAKTION_ALLOWED'],
          message: 'mit der Anmeldung über openCode Pflicht: wer die Redaktion öffnen darf (sub:<Kennung> oder group:<Gruppenpfad>)',
        });
      }
      if (env.NODE_ENV === 'production' && !String(env.FEEDBACK_PUBLIC_URL).startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['FEEDBACK_PUBLIC_URL'],
          message: 'muss mit der Anmeldung über openCode in Produktion mit https:// beginnen (das Sitzungs-Cookie der Redaktion ist nur über HTTPS sicher)',
        });
      }
    }
    if (Boolean(env.MAIL_SMTP_URL) !== Boolean(env.MAIL_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.MAIL_SMTP_URL ? 'MAIL_FROM' : 'MAIL_SMTP_URL'],
        message: 'MAIL_SMTP_URL und MAIL_FROM werden zusammen gesetzt oder gar nicht',
      });
    }
    if (env.FEEDBACK_INSTANCES > 1 && !env.MAIL_SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_SMTP_URL'],
        message:
          `Der Feedback-Dienst startet nicht: Für ${env.FEEDBACK_INSTANCES} Instanzen muss MAIL_SMTP_URL (mit MAIL_FROM) gesetzt sein, ` +
          'denn ohne SMTP bliebe jede Nachricht als Datei auf der Instanz, die sie geschrieben hat, und die Redaktion sähe sie nur dort.',
      });
    }
    if (env.NODE_ENV === 'production' && !env.FEEDBACK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['FEEDBACK_SECRET'],
        message: 'required when NODE_ENV=production',
      });
    }
  });

/**
 * Why several instances need these variables: without a shared store a challenge of one instance
 * is unknown to the next and every instance counts limits alone; without one secret each instance
 * makes other client pseudonyms; without proxy trust every client looks like the load balancer.
 */
function multiInstanceMessage(instances: number, missing: string[]): string {
  return (
    `Der Feedback-Dienst startet nicht: Für ${instances} Instanzen müssen ${missing.join(', ')} gesetzt sein ` +
    '(FEEDBACK_DATABASE_URL: gemeinsame PostgreSQL-Datenbank, FEEDBACK_SECRET: derselbe Schlüssel auf jeder Instanz, ' +
    'FEEDBACK_TRUST_PROXY: die Zahl der Proxys vor dem Dienst oder die Adressen des Load Balancers, der die Client-Adresse weitergibt).'
  );
}

/** Checks the environment against a schema; throws an Error naming every bad variable. */
function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  // Empty variables count as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Ungültige Konfiguration des Feedback-Dienstes: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The built site; undefined: the caller's default (site/dist). */
  siteRoot: string | undefined;
}

const PORT_MESSAGE = 'erwartet eine ganze Zahl von 0 bis 65535, z. B. 8080';

const serverEnvSchema = z.object({
  PORT: z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65_535, PORT_MESSAGE).default(8080),
  // An IP address or a host name; anything else would only fail later, inside listen().
  HOST: z
    .string()
    .refine((value) => isIP(value) !== 0 || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value), 'erwartet eine IP-Adresse oder einen Rechnernamen, z. B. 127.0.0.1 oder 0.0.0.0')
    .default('127.0.0.1'),
  SITE_ROOT: z.string().optional(),
  SITE_OUT_DIR: z.string().optional(),
});

/** Where the bundled server (server.ts) listens and which built site it serves; throws like loadConfig. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const e = parseEnv(serverEnvSchema, env);
  return { port: e.PORT, host: e.HOST, siteRoot: e.SITE_ROOT ?? e.SITE_OUT_DIR };
}

/** The From address of messages only written into files: on the public host, or localhost for an IP address. */
function placeholderSender(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return `servicestandard@${isIP(host.replace(/^\[|\]$/g, '')) === 0 ? host : 'localhost'}`;
}

/** Reads and validates the environment; throws an Error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): FeedbackConfig {
  const e = parseEnv(envSchema, env);
  let gitlab: GitLabConfig | undefined;
  if (e.FEEDBACK_GITLAB_API_URL && e.FEEDBACK_GITLAB_TOKEN) {
    gitlab = { apiUrl: e.FEEDBACK_GITLAB_API_URL, token: '' };
    // Not enumerable, so an accidental log or JSON dump of the config leaves the token out.
    Object.defineProperty(gitlab, 'token', { value: e.FEEDBACK_GITLAB_TOKEN, enumerable: false });
  }
  const config: FeedbackConfig = {
    gitlab,
    projectIds: e.FEEDBACK_PROJECT_IDS,
    labels: e.FEEDBACK_LABELS,
    allowedOrigins: e.FEEDBACK_ALLOWED_ORIGINS,
    difficulty: e.FEEDBACK_DIFFICULTY,
    challengeTtlSeconds: e.FEEDBACK_CHALLENGE_TTL_SECONDS,
    secret: e.FEEDBACK_SECRET ?? randomBytes(32).toString('hex'),
    secretIsEphemeral: !e.FEEDBACK_SECRET,
    dbPath: e.FEEDBACK_DB_PATH,
    postgres: undefined,
    instances: e.FEEDBACK_INSTANCES,
    publicUrl: e.FEEDBACK_PUBLIC_URL,
    trustProxy: e.FEEDBACK_TRUST_PROXY ?? false,
    rateLimit: {
      challengePerMinute: e.FEEDBACK_RATE_LIMIT_CHALLENGE,
      feedbackPerMinute: e.FEEDBACK_RATE_LIMIT_FEEDBACK,
      statusPerMinute: 60,
      helpfulPerMinute: e.FEEDBACK_RATE_LIMIT_HELPFUL,
      formTokenPerMinute: e.FEEDBACK_RATE_LIMIT_FORM_TOKEN,
    },
    gitlabTimeoutMs: e.FEEDBACK_GITLAB_TIMEOUT_MS,
    outbox: { backoffBaseMs: 5_000, backoffMaxMs: 3_600_000, leaseMs: 60_000, pollMs: 5_000 },
    editor: {
      oidc: undefined,
      allowed: e.REDAKTION_ALLOWED ?? { subjects: [], groups: [] },
      reviewers: e.REDAKTION_REVIEWERS ?? { subjects: [], groups: [] },
      localSignIn: !e.REDAKTION_OIDC_ISSUER && e.NODE_ENV !== 'production',
      signInPerMinute: e.REDAKTION_RATE_LIMIT_SIGN_IN,
    },
    mail: {
      smtp: undefined,
      from: e.MAIL_FROM ?? { name: 'Servicestandard', address: placeholderSender(e.FEEDBACK_PUBLIC_URL) },
      dir: e.MAIL_DIR,
      warnWithoutSmtp: e.NODE_ENV === 'production' && !e.MAIL_SMTP_URL,
      retry: { backoffBaseMs: 30_000, backoffMaxMs: 3_600_000, pollMs: 60_000 },
    },
    publication: {
      projectId: e.GITLAB_CONTENT_PROJECT_ID,
      branch: e.GITLAB_CONTENT_BRANCH,
      localDir: resolve(e.SITE_PRUEFBERICHTE_DIR ?? DEFAULT_PRUEFBERICHTE_DIR),
    },
    now: Date.now,
  };
  if (e.MAIL_SMTP_URL) {
    config.mail.smtp = { url: '' };
    // Not enumerable, so a log or JSON dump of the config leaves the password in the URL out.
    Object.defineProperty(config.mail.smtp, 'url', { value: e.MAIL_SMTP_URL, enumerable: false });
  }
  if (e.REDAKTION_OIDC_ISSUER && e.REDAKTION_OIDC_CLIENT_ID && e.REDAKTION_OIDC_CLIENT_SECRET) {
    const oidc: OidcConfig = { issuer: e.REDAKTION_OIDC_ISSUER, clientId: e.REDAKTION_OIDC_CLIENT_ID, clientSecret: '' };
    Object.defineProperty(oidc, 'clientSecret', { value: e.REDAKTION_OIDC_CLIENT_SECRET, enumerable: false });
    config.editor.oidc = oidc;
  }
  if (e.FEEDBACK_DATABASE_URL) {
    config.postgres = { url: '' };
    // Not enumerable, so a log or JSON dump of the config leaves the password in the URL out.
    Object.defineProperty(config.postgres, 'url', { value: e.FEEDBACK_DATABASE_URL, enumerable: false });
  }
  return config;
}
