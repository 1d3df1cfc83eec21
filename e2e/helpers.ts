import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser } from './browser.ts';

export const baseUrl = () => inject('baseUrl');

let shared: Promise<Browser> | undefined;
export const browser = () => (shared ??= launchBrowser());
export async function closeBrowser() {
  if (shared) await (await shared).close();
  shared = undefined;
}

/** Paths listed in the built sitemap.xml, as the site itself declares them. */
export async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** A page that records CSP violations and console errors. */
export async function openPage(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[]; foreign: string[]; close: () => Promise<void> }> {
  const context = await (await browser()).newContext({ locale: 'de-DE', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  return { page, problems, foreign, close: () => context.close() };
}
