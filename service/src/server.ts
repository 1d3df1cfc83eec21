/**
 * One process for `npm start`: the built site and the feedback service under /api.
 * PORT (default 8080) and HOST (default 127.0.0.1) choose where it listens; SITE_ROOT the
 * built site (default site/dist); config.ts checks them. It prints the URL once it is ready.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { feedbackCore, feedbackLoggerOptions, feedbackService } from './app.ts';
import { loadConfig, loadServerConfig, type FeedbackConfig } from './config.ts';
import { clientErrorHandler, frameworkErrorHandler, requireHost, rootErrorHandler, type ErrorAnswers } from './errors.ts';
import { helpfulDataRoute } from './routes/helpful.ts';
import { searchPlugin } from './search.ts';
import { SEARCH_DATA_PATH, type SearchData } from '@servicestandard/search';
import { loadSite } from '@servicestandard/site-files';
import { addSecurityHeaders, errorPages, sitePlugin, siteSecurityHeaders } from './site.ts';
import { formTokens } from './form-token.ts';
import { editorPlugin } from './editor/plugin.ts';
import { editorText } from '@servicestandard/messages/service';
import { catalogueFromOpenData } from '@servicestandard/pruefbericht';

export interface ServerOptions {
  siteRoot: string;
  config: FeedbackConfig;
  /** Request log on stdout (true) or into a stream (tests); off when omitted. */
  logger?: boolean | { stream: { write(line: string): void } };
}

export async function buildServer({ siteRoot, config, logger = false }: ServerOptions): Promise<FastifyInstance> {
  // The pages' text for the CSP hashes, the error pages, the known pages and the search; the files themselves stream from disk (site.ts).
  const files = await loadSite(siteRoot, { variants: false });
  const headers = siteSecurityHeaders(files, { hsts: config.publicUrl.startsWith('https://') });
  // What no route answers (framework errors, unexpected errors, requests the HTTP parser
  // refuses) gets the site's German error page, or the API's error shape under /api.
  const answers: ErrorAnswers = { headers, page: await errorPages(files) };
  const app = Fastify({
    // The same logger settings as every other host of the service: no client addresses, no secrets.
    logger: logger ? { level: 'info', ...(logger === true ? {} : { stream: logger.stream }), ...feedbackLoggerOptions } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    frameworkErrors: frameworkErrorHandler(answers),
    clientErrorHandler: clientErrorHandler(answers),
    // Node would refuse an HTTP/1.1 request without Host itself, with a bare 400 and no security
    // headers; requireHost below refuses it with the site's answers instead.
    http: { requireHostHeader: false },
    // A build without precompressed variants gets them at start (site.ts); brotli at its strongest
    // setting takes longer than Fastify's default 10 s on a busy machine.
    pluginTimeout: 120_000,
  });
  app.setErrorHandler(rootErrorHandler(answers));
  app.addHook('onRequest', requireHost);
  // Security headers on every response: pages, API, errors.
  addSecurityHeaders(app, headers);
  // Feedback may only name pages that exist.
  const knownPaths = new Set([...files.keys()].filter((path) => !path.includes('.')));
  // Their titles for the way back from the feedback pages: the search data names every page by its title.
  const searchData = files.get(SEARCH_DATA_PATH)?.body.toString('utf8');
  const pageTitles = new Map(searchData ? Object.entries(JSON.parse(searchData) as SearchData).map(([path, page]) => [path, page.title]) : []);
  // The requirements with their IDs, as the site shows them: the peer-review reports are built with them.
  const openData = files.get('/daten/servicestandard.json')?.body.toString('utf8');
  const catalogue = openData ? catalogueOf(openData, app) : undefined;
  // The core (store, GitLab client, outbox, retention) once for the whole app; /api, the Redaktion
  // and the open data read it from the instance.
  await app.register(feedbackCore, { config });
  await app.register(feedbackService, {
    prefix: '/api',
    config,
    knownPaths,
    // The status page and the answers to the form post in the site's frame (the built page /ihr-feedback).
    feedbackShell: files.get('/ihr-feedback')?.body.toString('utf8'),
    // A peer-review request's pages for the team in the site's frame (the built page /peer-review-stand).
    reviewShell: files.get('/peer-review-stand')?.body.toString('utf8'),
    pageTitles,
    catalogue,
  });
  // The editors' area in the site's frame: the built page /redaktion is filled by the service.
  // The reviewers assess the requirements of this catalogue (issue 34, item 5).
  await app.register(editorPlugin, { config, shell: files.get('/redaktion')?.body.toString('utf8'), catalogue });
  // The open data of "War diese Seite hilfreich?", counted at run time, beside the built files.
  await app.register(helpfulDataRoute, { config });
  // /suche with results for visitors without JavaScript; the static site answers everything else.
  await app.register(searchPlugin, { files });
  // Pages with the feedback form get a fresh form token per request (the form without JavaScript).
  const tokens = formTokens(config.secret);
  await app.register(sitePlugin, { root: siteRoot, formToken: (pagePath) => tokens.issue(pagePath, config.now()), errorPage: answers.page });
  return app;
}

async function main(): Promise<void> {
  const { port, host, siteRoot = fileURLToPath(new URL('../../site/dist', import.meta.url)) } = loadServerConfig(process.env);
  if (!existsSync(siteRoot)) {
    console.error(`Die gebaute Website fehlt unter ${siteRoot}. Bitte zuerst "npm run build" ausführen.`);
    process.exit(1);
  }
  const config = loadConfig({ FEEDBACK_PUBLIC_URL: `http://${host}:${port}`, ...process.env });
  const app = await buildServer({ siteRoot, config, logger: process.env['LOG_LEVEL'] !== 'silent' });
  if (config.instances > 1) app.log.info({ instances: config.instances, store: config.postgres ? 'postgres' : 'sqlite' }, 'running as one of several instances');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
  const shownHost = host.includes(':') ? `[${host}]` : host;
  // Without an identity provider (and never in production): a one-time sign-in link for this machine.
  const loopback = ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'].includes(host);
  const link = loopback ? app.editorSignInLink(`http://${host === '::1' ? '[::1]' : '127.0.0.1'}:${port}`) : undefined;
  // One write, so the link never arrives apart from the address.
  console.log(`\nServicestandard läuft auf http://${shownHost}:${port}/\n${link ? `${editorText.localLink(link)}\n` : ''}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

/** The requirement catalogue of the built site; a build without requirement IDs (before format 1.2.0) shows no reports. */
function catalogueOf(openData: string, app: FastifyInstance) {
  try {
    return catalogueFromOpenData(openData);
  } catch (error) {
    app.log.warn({ err: error }, 'the open data of the built site has no requirement IDs; peer-review reports are not shown');
    return undefined;
  }
}
