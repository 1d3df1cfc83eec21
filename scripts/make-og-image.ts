/**
 * Renders the Open Graph preview image (1200 × 630) with the system Chromium:
 * node scripts/make-og-image.ts → site/public/og-bild.png. Re-run when the title changes.
 */
import { readFile } from 'node:fs/promises';
import { launchBrowser } from '@servicestandard/testkit';

const font = (await readFile(new URL('../site/public/fonts/fira-sans-semibold.woff2', import.meta.url))).toString('base64');
const html = `<!doctype html><html lang="de"><head><style>
@font-face { font-family: Fira; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 600; }
body { margin: 0; width: 1200px; height: 630px; font-family: Fira, sans-serif; background: #0b2a63; color: #fff; display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; }
.flag { display: flex; width: 120px; height: 12px; margin-bottom: 48px; } .flag i { flex: 1; } 
h1 { font-size: 88px; margin: 0 0 24px; font-weight: 600; } p { font-size: 40px; margin: 0; line-height: 1.3; font-weight: 600; color: #dfe7f5; }
</style></head><body><div class="flag"><i style="background:#000"></i><i style="background:#d00"></i><i style="background:#ffce00"></i></div>
<h1>Servicestandard</h1><p>13 Kriterien für gute digitale<br>Verwaltungsleistungen</p></body></html>`;

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'site/public/og-bild.png' });
await browser.close();
console.log('site/public/og-bild.png');
