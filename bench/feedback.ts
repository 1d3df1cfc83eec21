/**
 * The feedback path: proof-of-work solve time in headless Chromium (the site's own worker, built
 * from site/src/components/feedback/pow.worker.ts with esbuild, at the configured default
 * difficulty), and autocannon against GET /api/challenge and POST /api/feedback of the bundled
 * server on 127.0.0.1 with the GitLab stand-in answering fast or refusing connections: on SQLite
 * (the default), on PostgreSQL, and with two instances sharing one PostgreSQL database (a real
 * server started from the system binaries by @servicestandard/testkit (postgres.ts), with durable settings).
 */
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sha256Hex, type Challenge } from '@servicestandard/pow';
import { challenges, loadConfig } from '@servicestandard/service/app';
import { launchBrowser } from '@servicestandard/testkit';
import { errorMessage, machine, median, percentile, progress, REPO_ROOT, round, sleep, type Machine } from './lib.ts';
import { startStandInProcess } from './gitlab-stand-in.ts';
import { BENCH_SERVER_ENV, startServer, type RunningServer } from './server.ts';
import { createDatabase, startPostgres } from '@servicestandard/testkit';

export const TARGETS = {
  solveP95Ms: 500,
  /** GET /api/challenge, open throttle: in each of the consecutive runs, one instance. */
  challengeRps: { SQLite: 15_000, PostgreSQL: 5_000 },
  /** Largest spread between the runs: (highest − lowest) / lowest. */
  challengeSpreadPct: 15,
  /** POST /api/feedback at `feedbackRate`: p99 of the worst run, on SQLite and on PostgreSQL. */
  feedbackP99Ms: 50,
  feedbackRate: 300,
} as const;

/** (highest − lowest) / lowest in percent: how far consecutive runs drift apart. */
export function spreadPct(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const lowest = Math.min(...values);
  return round(((Math.max(...values) - lowest) / lowest) * 100, 1);
}

export interface SolveResult {
  difficulty: number;
  solves: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** What one measurement spans. */
  method: string;
}

export interface LoadFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** How much the outbox queue grew during the run (GET /api/health before and after). */
  queueGrowth: number;
}

export type StoreSetup = 'SQLite' | 'PostgreSQL' | 'PostgreSQL, 2 Instanzen';

export interface LoadRun {
  name: string;
  /** Which store, and how many instances shared it (absent in results from before PostgreSQL: SQLite). */
  store?: StoreSetup;
  endpoint: 'GET /api/challenge' | 'POST /api/feedback';
  /** 'viele': every request from another client address (X-Forwarded-For); otherwise all from 127.0.0.1. */
  clients?: 'viele';
  gitlab: 'schnell' | 'nicht erreichbar';
  /** Fixed request rate, or undefined for an open throttle. */
  rate: number | undefined;
  connections: number;
  durationS: number;
  runs: number;
  /** Median over the runs. */
  median: LoadFigures;
  all: LoadFigures[];
}

export interface FeedbackResult {
  date: string;
  machine: Machine;
  solve: SolveResult | undefined;
  load: LoadRun[];
  /** How the load runs were set up, for readers of the report. */
  notes: string[];
  errors: string[];
}

// --- Proof of work in the browser -------------------------------------------------------------

const POW_PAGE = `<!doctype html><html lang="de"><meta charset="utf-8"><title>PoW-Benchmark</title><p>PoW-Benchmark</p>`;

/** Serves the test page and the bundled worker on 127.0.0.1 (a secure context, like the site). */
async function startPowServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const bundle = await build({
    entryPoints: [join(REPO_ROOT, 'site/src/components/feedback/pow.worker.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const worker = bundle.outputFiles[0]!.contents;
  const server: Server = createServer((req, res) => {
    if (req.url === '/pow-worker.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(worker);
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(POW_PAGE);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Challenges as the server makes them: a random counter below the difficulty, hashed with a salt. */
async function makeChallenges(count: number, difficulty: number): Promise<Challenge[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const salt = randomBytes(16).toString('hex');
      return { challenge: await sha256Hex(`${salt}:${randomInt(difficulty)}`), salt, difficulty };
    }),
  );
}

export async function measureSolve(solves: number): Promise<SolveResult> {
  const difficulty = loadConfig({}).difficulty;
  const challenges = await makeChallenges(solves, difficulty);
  const pow = await startPowServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(pow.url);
    // As the feedback form does: a new module worker per challenge, terminated after the answer.
    const times = await page.evaluate(async (list: Challenge[]) => {
      const spent: number[] = [];
      for (const challenge of list) {
        const started = performance.now();
        const answer = await new Promise<{ solution?: string; error?: string }>((resolve, reject) => {
          const worker = new Worker('/pow-worker.js', { type: 'module' });
          worker.onmessage = (event: MessageEvent<{ solution?: string; error?: string }>) => {
            worker.terminate();
            resolve(event.data);
          };
          worker.onerror = (event) => {
            worker.terminate();
            reject(new Error(event.message));
          };
          worker.postMessage(challenge);
        });
        if (!answer.solution) throw new Error(answer.error ?? 'keine Lösung');
        spent.push(performance.now() - started);
      }
      return spent;
    }, challenges);
    return {
      difficulty,
      solves: times.length,
      medianMs: round(median(times), 1),
      p95Ms: round(percentile(times, 95), 1),
      maxMs: round(Math.max(...times), 1),
      method: 'Chromium headless, je Lösung ein neuer Web Worker (wie das Formular), gemessen vom Start des Workers bis zur Antwort',
    };
  } finally {
    await browser.close();
    await pow.close();
  }
}

// --- Load on the service ------------------------------------------------------------------------

/**
 * Difficulty of the servers under load: the configuration's highest. The server's cost per
 * request does not depend on it (it hashes a few times to issue and to verify), but the number of
 * distinct challenges in one time slot does (one per counter), and a run posts tens of thousands.
 * The bench mints them as the service does (mintChallenges), so nothing has to be solved.
 */
const LOAD_DIFFICULTY = 10_000_000;
/** Challenges prepared per second of an open run; a faster server ends the run early. */
const OPEN_RUN_CEILING_RPS = 3_000;
/** Seconds of GET /api/challenge after each server start, before the first measured run. */
const WARM_UP_S = 2;

/** Counters minted so far: runs follow each other within one time slot, so none may start again at 0. */
let minted = 0;

/**
 * `count` distinct solved challenges as ready POST bodies, minted with the service's own code,
 * secret, lifetime and the servers' difficulty: each counter once in the whole bench, so no two
 * are the same challenge. Challenges are stateless, so every instance takes what another issued.
 */
function mintChallenges(count: number): string[] {
  const issuer = challenges({
    secret: BENCH_SERVER_ENV.FEEDBACK_SECRET,
    ttlMs: loadConfig({}).challengeTtlSeconds * 1000,
    difficulty: LOAD_DIFFICULTY,
  });
  const now = Date.now();
  const first = minted;
  minted += count;
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      projectId: 4516,
      pagePath: '/',
      labels: [],
      description: 'Benchmark-Rückmeldung: Die Seite lädt schnell und ist gut lesbar.',
      email: '',
      challenge: issuer.issue(now, first + index).challenge,
      challengeSolution: String(first + index),
    }),
  );
}

interface CannonOptions {
  /** One URL per instance; with several, one autocannon per instance runs at the same time. */
  urls: string[];
  connections: number;
  durationS: number;
  rate: number | undefined;
  /** Pre-solved POST bodies, each used once; GET when absent. */
  bodies?: string[];
  /** Each GET from another client address, as a proxy in front would name it. */
  manyClients?: boolean;
}

/** Client addresses of a crowd: each recurs only after this many others. */
const CROWD = 10_000;
const crowdAddress = (n: number) => `10.${Math.floor(n / 62_500) % 256}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;

/**
 * Several instances: the connections, the rate and the bodies are split evenly, the generators run
 * at once; req/s and counts are summed, p50/p99 are the higher of the instances' values.
 */
async function cannon({ urls, connections, durationS, rate, bodies, manyClients }: CannonOptions): Promise<LoadFigures> {
  const parts = urls.map((url, index) =>
    cannonOne({
      url,
      connections: Math.max(1, Math.round(connections / urls.length)),
      durationS,
      rate: rate === undefined ? undefined : rate / urls.length,
      bodies: bodies?.filter((_, i) => i % urls.length === index),
      manyClients,
    }),
  );
  const all = await Promise.all(parts);
  return {
    rps: round(all.reduce((sum, f) => sum + f.rps, 0)),
    p50Ms: Math.max(...all.map((f) => f.p50Ms)),
    p99Ms: Math.max(...all.map((f) => f.p99Ms)),
    requests: all.reduce((sum, f) => sum + f.requests, 0),
    non2xx: all.reduce((sum, f) => sum + f.non2xx, 0),
    errors: all.reduce((sum, f) => sum + f.errors, 0),
    queueGrowth: 0,
  };
}

async function cannonOne({ url, connections, durationS, rate, bodies, manyClients }: Omit<CannonOptions, 'urls'> & { url: string }): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    // Bounded in count too: a POST run ends when its pre-solved challenges are used up.
    maxOverallRequests: bodies ? bodies.length : (rate ?? 50_000) * durationS * 2,
    // autocannon corrects for coordinated omission with an interval of ceil(1 / per-connection
    // rate) = 1 ms here instead of 1000 / rate ms, which back-fills every slow answer with dozens
    // of made-up samples; the fixed rate already keeps sending, so the correction stays off.
    ...(rate ? { overallRate: rate, ignoreCoordinatedOmission: true } : {}),
    ...(bodies
      ? {
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
          requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
        }
      : {}),
    ...(manyClients
      ? { requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': crowdAddress(next++ % CROWD) } }) }] }
      : {}),
  });
  return {
    // Completed over elapsed time: a run that used up its challenges early ends before its duration.
    rps: round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    queueGrowth: 0,
  };
}

interface Health {
  outbox: { queued: number; sending: number };
}

async function queued(baseUrl: string): Promise<number> {
  const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as Health;
  return health.outbox.queued + health.outbox.sending;
}

async function waitForDrain(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (await queued(baseUrl)) > 0) await sleep(500);
}

export interface LoadOptions {
  dist: string;
  runs: number;
  durationS: number;
  connections: number;
}

interface Setup {
  store: StoreSetup;
  gitlab: LoadRun['gitlab'];
  /** Starts the instances of this setup; all share one store. */
  start(): Promise<RunningServer[]>;
}

interface Step {
  name: string;
  endpoint: LoadRun['endpoint'];
  rate: number | undefined;
  manyClients?: boolean;
}

function planFor(setup: Setup): Step[] {
  const challenge: Step = { name: 'challenge-offen', endpoint: 'GET /api/challenge', rate: undefined };
  // A crowd costs the store a counter write and a ring per client: beside the targets, one instance each.
  const crowd: Step = { name: 'challenge-viele-clients', endpoint: 'GET /api/challenge', rate: undefined, manyClients: true };
  return [
    ...(setup.gitlab === 'schnell' ? [challenge] : []),
    ...(setup.gitlab === 'schnell' && setup.store !== 'PostgreSQL, 2 Instanzen' ? [crowd] : []),
    { name: `feedback-${TARGETS.feedbackRate}`, endpoint: 'POST /api/feedback', rate: TARGETS.feedbackRate },
    { name: 'feedback-offen', endpoint: 'POST /api/feedback', rate: undefined },
  ];
}

const SETUP_KEYS: Record<StoreSetup, string> = { SQLite: 'sqlite', PostgreSQL: 'postgres', 'PostgreSQL, 2 Instanzen': 'postgres-2' };

export async function measureLoad(options: LoadOptions): Promise<LoadRun[]> {
  const standIn = await startStandInProcess('bench-token');
  // Durable like production (fsync on); synchronous_commit off matches SQLite's WAL with synchronous=NORMAL.
  const postgres = await startPostgres({ durable: true });
  const serviceEnv = {
    FEEDBACK_DIFFICULTY: String(LOAD_DIFFICULTY),
    FEEDBACK_GITLAB_API_URL: standIn.apiUrl,
    FEEDBACK_GITLAB_TOKEN: standIn.token,
    FEEDBACK_GITLAB_TIMEOUT_MS: '2000',
    // The crowd runs name their client in X-Forwarded-For; without the header the socket counts.
    FEEDBACK_TRUST_PROXY: '127.0.0.1',
  };
  const onPostgres = async (instances: number) => {
    const env = {
      ...serviceEnv,
      FEEDBACK_DATABASE_URL: await createDatabase(postgres.url),
      FEEDBACK_INSTANCES: String(instances),
      // Required with several instances; the benchmark sends no e-mail, so nothing connects to it.
      MAIL_SMTP_URL: 'smtp://127.0.0.1:25',
      MAIL_FROM: 'servicestandard@example.de',
    };
    const servers: RunningServer[] = [];
    for (let i = 0; i < instances; i++) servers.push(await startServer(options.dist, env));
    return servers;
  };
  // GitLab is stopped for the last setup only: from then on its port refuses connections.
  const setups: Setup[] = [
    { store: 'SQLite', gitlab: 'schnell', start: async () => [await startServer(options.dist, serviceEnv)] },
    { store: 'PostgreSQL', gitlab: 'schnell', start: () => onPostgres(1) },
    { store: 'PostgreSQL, 2 Instanzen', gitlab: 'schnell', start: () => onPostgres(2) },
    { store: 'SQLite', gitlab: 'nicht erreichbar', start: async () => [await startServer(options.dist, serviceEnv)] },
  ];
  const runs: LoadRun[] = [];
  try {
    for (const setup of setups) {
      if (setup.gitlab === 'nicht erreichbar') await standIn.stop();
      const servers = await setup.start();
      const urls = servers.map((server) => server.url);
      const first = urls[0]!;
      try {
        // A fresh process compiles its hot path in the first moments; the runs measure what follows.
        await cannon({ urls: urls.map((url) => `${url}/api/challenge`), connections: options.connections, durationS: WARM_UP_S, rate: undefined });
        for (const step of planFor(setup)) {
          const all: LoadFigures[] = [];
          for (let i = 0; i < options.runs; i++) {
            progress(`Feedback: ${step.endpoint}${step.manyClients ? ' (viele Clients)' : ''}, ${setup.store}, GitLab ${setup.gitlab}, ${step.rate ? `${step.rate} req/s` : 'offen'}, Lauf ${i + 1}/${options.runs}`);
            const post = step.endpoint === 'POST /api/feedback';
            // Enough challenges for the whole run: the fixed rate, or a generous ceiling when open.
            const needed = step.rate ? step.rate * options.durationS : OPEN_RUN_CEILING_RPS * options.durationS;
            const bodies = post ? mintChallenges(needed) : undefined;
            const path = post ? '/api/feedback' : '/api/challenge';
            const queuedBefore = await queued(first);
            const figures = await cannon({ urls: urls.map((url) => url + path), connections: options.connections, durationS: options.durationS, rate: step.rate, bodies, manyClients: step.manyClients });
            figures.queueGrowth = (await queued(first)) - queuedBefore;
            all.push(figures);
            // With GitLab up the outbox catches up before the next run, so runs do not overlap.
            if (post && setup.gitlab === 'schnell') await waitForDrain(first, 60_000);
          }
          runs.push({
            name: `${step.name}-${SETUP_KEYS[setup.store]}-${setup.gitlab === 'schnell' ? 'gitlab-schnell' : 'gitlab-aus'}`,
            store: setup.store,
            endpoint: step.endpoint,
            ...(step.manyClients ? { clients: 'viele' as const } : {}),
            gitlab: setup.gitlab,
            rate: step.rate,
            connections: options.connections,
            durationS: options.durationS,
            runs: all.length,
            median: {
              rps: median(all.map((f) => f.rps)),
              p50Ms: median(all.map((f) => f.p50Ms)),
              p99Ms: median(all.map((f) => f.p99Ms)),
              requests: median(all.map((f) => f.requests)),
              non2xx: Math.max(...all.map((f) => f.non2xx)),
              errors: Math.max(...all.map((f) => f.errors)),
              queueGrowth: median(all.map((f) => f.queueGrowth)),
            },
            all,
          });
        }
      } finally {
        for (const server of servers) await server.stop();
      }
    }
  } finally {
    await standIn.stop();
    await postgres.destroy();
  }
  return runs;
}

export async function measureFeedback(options: LoadOptions & { solves: number }): Promise<FeedbackResult> {
  const result: FeedbackResult = {
    date: new Date().toISOString(),
    machine: machine(),
    solve: undefined,
    load: [],
    notes: [
      `Lastläufe: ${options.connections} Verbindungen, ${options.durationS} s je Lauf, Median aus ${options.runs} Läufen direkt nacheinander; nach jedem Serverstart zuerst ${WARM_UP_S} s GET /api/challenge zum Aufwärmen (nicht gezählt); Ratenlimits für den Lauf angehoben.`,
      `POST /api/feedback: Challenges vorab mit dem Code und Schlüssel des Dienstes erzeugt (zustandslos, jede Instanz prüft sie), Schwierigkeit ${LOAD_DIFFICULTY}, jeder Zähler einmal, also jede Challenge genau einmal; der Server prüft unabhängig von der Schwierigkeit mit je einem HMAC und SHA-256 je Zeitfenster.`,
      'GitLab nicht erreichbar = Verbindung abgelehnt: Rückmeldungen werden gespeichert und in die Warteschlange gestellt.',
      'PostgreSQL: ein echter Server (Systempakete, eigener Cluster in einem temporären Ordner, 127.0.0.1) mit fsync an und synchronous_commit aus (entspricht SQLite im WAL-Modus mit synchronous=NORMAL); Zeiten von der Datenbankuhr, Ratenlimits in der Datenbank (das für Challenges zählt jede Instanz im Arbeitsspeicher); Zählerstände gebündelt (Group Commit, eine Anweisung je Bündel).',
      'GET /api/challenge: alle Anfragen kommen von 127.0.0.1, also von einem Client. „viele Clients“: jede Anfrage nennt per X-Forwarded-For einen anderen von 10.000 Clients (Zahlen neben den Zielen, kein Budget). Eine Challenge auszugeben schreibt nichts in die Datenbank (zustandslos, Salt als HMAC), ihr Ratenlimit zählt jede Instanz im Arbeitsspeicher (Limit für den Lauf angehoben).',
      '2 Instanzen: zwei Serverprozesse auf derselben PostgreSQL-Datenbank; je Instanz ein autocannon mit der Hälfte der Verbindungen, der Rate und der Challenges; req/s summiert, p50/p99 der schlechtere der beiden Werte. Lastgenerator, Server und Datenbank teilen sich dieselben Kerne.',
      '„Warteschlange +“: um so viele Rückmeldungen wuchs die Outbox im Lauf; mit GitLab schnell arbeitet sie sie vor dem nächsten Lauf ab.',
      `Feste Rate (overallRate): autocannon schickt das Kontingent jeder Sekunde je Verbindung direkt hintereinander (Stoß zu Beginn jeder Sekunde), p99 ist also die Latenz unter kurzen Stößen von ${TARGETS.feedbackRate} Anfragen auf ${options.connections} Verbindungen; die Korrektur für Coordinated Omission ist aus (sie rechnet hier mit 1 ms Abstand).`,
    ],
    errors: [],
  };
  progress(`Feedback: Proof of Work, ${options.solves} Lösungen in Chromium`);
  try {
    result.solve = await measureSolve(options.solves);
  } catch (error) {
    result.errors.push(`Proof of Work: ${errorMessage(error)}`);
  }
  try {
    result.load = await measureLoad(options);
  } catch (error) {
    result.errors.push(`Last: ${errorMessage(error)}`);
  }
  return result;
}
