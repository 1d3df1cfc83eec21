/**
 * The pages the service renders on request (ADR 0010): the Redaktion's feedback list with 50 rows
 * and the status page of one feedback, from the bundled server in its own process on 127.0.0.1.
 * The server runs with the one-time sign-in link of a laptop (not NODE_ENV=production); React
 * renders from the bundle in its production build either way. 60 feedbacks are posted through
 * the API first (challenges minted with the service's own code at the load test's difficulty).
 * Each request then comes alone, one after the other on a keep-alive connection, so p50 and p99
 * are the time of one page, not of a queue; every status page request comes from another client
 * address (a proxy hop is trusted), as the status page allows 60 requests per client and minute.
 */
import { Agent, get } from 'node:http';
import { challenges, loadConfig } from '@servicestandard/service/app';
import { percentile, progress, round } from './lib.ts';
import { BENCH_SERVER_ENV, startServer } from './server.ts';

export const RENDER_TARGETS = {
  /** p99 of one page, list (50 rows) and status page. */
  p99Ms: 20,
} as const;

export interface PageFigures {
  requests: number;
  /** CPU time of the server process per request (user + system): what the page costs, whatever else runs on the machine. */
  serverCpuMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  bytes: number;
  failures: number;
}

export interface RenderResult {
  list: PageFigures;
  status: PageFigures;
  method: string;
}

const DIFFICULTY = 10_000_000;
const FEEDBACKS = 60;

async function post(url: string, issuer: ReturnType<typeof challenges>, counter: number): Promise<string> {
  const response = await fetch(`${url}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      projectId: 4516,
      pagePath: '/',
      labels: counter % 5 === 0 ? ['barriere'] : [],
      description: `Benchmark-Rückmeldung ${counter}: Die Tabelle auf der Seite ist auf dem Telefon schwer zu lesen.\n\nZweiter Absatz mit Einzelheiten.`,
      email: counter % 2 === 0 ? `person${counter}@example.org` : '',
      challenge: issuer.issue(Date.now(), counter).challenge,
      challengeSolution: String(counter),
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/feedback: ${response.status} ${await response.text()}`);
  const { statusUrl } = (await response.json()) as { statusUrl: string };
  return new URL(statusUrl).pathname;
}

/** One GET on the keep-alive agent: status and body length. */
function fetchPage(agent: Agent, url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function time(agent: Agent, url: string, count: number, headers: (index: number) => Record<string, string>, cpuMs: () => Promise<number>): Promise<PageFigures> {
  const cpuBefore = await cpuMs();
  const times: number[] = [];
  let bytes = 0;
  let failures = 0;
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetchPage(agent, url, headers(index));
    times.push(performance.now() - started);
    if (response.status !== 200) failures++;
    bytes = response.bytes;
  }
  const serverCpuMs = round((await cpuMs()) - cpuBefore, 0) / count;
  return { requests: count, serverCpuMs: round(serverCpuMs, 3), p50Ms: round(percentile(times, 50), 2), p99Ms: round(percentile(times, 99), 2), maxMs: round(Math.max(...times), 2), bytes, failures };
}

export async function measureRender(options: { dist: string; requests: number }): Promise<RenderResult> {
  const server = await startServer(options.dist, {
    NODE_ENV: 'development',
    FEEDBACK_DIFFICULTY: String(DIFFICULTY),
    FEEDBACK_TRUST_PROXY: '1',
  });
  const dispatcher = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const issuer = challenges({ secret: BENCH_SERVER_ENV.FEEDBACK_SECRET, ttlMs: loadConfig({}).challengeTtlSeconds * 1000, difficulty: DIFFICULTY });
    progress(`Seiten des Dienstes: ${FEEDBACKS} Rückmeldungen anlegen`);
    const statusPaths: string[] = [];
    for (let counter = 1; counter <= FEEDBACKS; counter++) statusPaths.push(await post(server.url, issuer, counter));

    // Sign in with the one-time link the server printed, as an editor on a laptop does.
    const link = /https?:\/\/\S+\/api\/redaktion\/\S+/.exec(server.output())?.[0];
    if (!link) throw new Error('Der Server gab keinen einmaligen Anmeldelink aus.');
    const signIn = await fetch(link, { redirect: 'manual' });
    const cookies = signIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
    if (!cookies) throw new Error(`Anmeldung über den Einmal-Link fehlgeschlagen: ${signIn.status}`);

    const listUrl = `${server.url}/redaktion`;
    const check = await (await fetch(listUrl, { headers: { cookie: cookies } })).text();
    const rows = (check.match(/<tr\b/g) ?? []).length - 1;
    if (rows !== 50) throw new Error(`Die Liste zeigt ${rows} statt 50 Zeilen.`);

    progress(`Seiten des Dienstes: Liste (50 Zeilen) und Statusseite, je ${options.requests} Anfragen nacheinander`);
    // Warm up both, then measure.
    await time(dispatcher, listUrl, 50, () => ({ cookie: cookies }), () => server.cpuMs());
    const list = await time(dispatcher, listUrl, options.requests, () => ({ cookie: cookies }), () => server.cpuMs());
    const statusUrl = (index: number) => `${server.url}${statusPaths[index % statusPaths.length]}`;
    const address = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`;
    await time(dispatcher, statusUrl(0), 50, (index) => ({ 'x-forwarded-for': address(100_000 + index) }), () => server.cpuMs());
    const status = await time(dispatcher, statusUrl(1), options.requests, (index) => ({ 'x-forwarded-for': address(index) }), () => server.cpuMs());
    return {
      list,
      status,
      method: `bundled server (one process, SQLite), ${FEEDBACKS} feedbacks posted through the API; each page requested ${options.requests} times one after the other on one keep-alive connection after 50 warm-up requests; time from request to the last byte in the client; server CPU from /proc`,
    };
  } finally {
    dispatcher.destroy();
    await server.stop();
  }
}
