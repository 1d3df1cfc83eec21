/**
 * Screenshots of pages at desktop and phone width, for looking at what we build:
 * node scripts/screenshot.ts http://127.0.0.1:8080 /ueber /kriterien/… → tmp/screenshots/*.png
 * SCHEME=dark takes them with the system set to dark (files end in -dark.png); FULL=1 the whole page.
 */
import { mkdir } from 'node:fs/promises';
import { launchBrowser } from '@servicestandard/testkit';

const [base = 'http://127.0.0.1:8080', ...paths] = process.argv.slice(2);
await mkdir('tmp/screenshots', { recursive: true });
const scheme = process.env['SCHEME'] === 'dark' ? 'dark' : 'light';
const browser = await launchBrowser();
for (const path of paths.length ? paths : ['/']) {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    await page.goto(base + path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const file = `tmp/screenshots/${path.replace(/\W+/g, '_') || 'start'}-${width}${scheme === 'dark' ? '-dark' : ''}.png`;
    await page.screenshot({ path: file, fullPage: process.env['FULL'] === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
