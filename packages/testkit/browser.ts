/** Launches the system Chromium through playwright-core with the flags this environment needs. */
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const found = [process.env['CHROMIUM_PATH'], ...CHROMIUM_PATHS].find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('Chromium nicht gefunden. Bitte "node scripts/ensure-browser.ts" ausführen.');
  return found;
}

/** Flags this environment needs: headless as root, and no calls to Google's services. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}
