import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { satteri } from '@astrojs/markdown-satteri';
import { defineConfig } from 'astro/config';
import { REDIRECTS } from '@servicestandard/site-files';
import { fileURLToPath } from 'node:url';
import { clientDirectives } from './src/lib/client-directives/integration.ts';
import { quietBuildLog } from './src/lib/build-log/integration.ts';
import { draftsOnlyInDev } from './src/lib/drafts-integration.ts';
import { analyticsConfig } from './src/lib/analytics.ts';
import { DEVICE_WIDTHS, IMAGE_QUALITY } from './src/lib/image-sizes.ts';
import { abbreviationsPlugin, externalLinksPlugin, headingIdsPlugin, readAbbreviations, scrollableTablesPlugin } from './src/lib/markdown-plugins.ts';

/** Public address of the site, used for canonical URLs, the sitemap and the Atom feed. */
const site = process.env.SITE_URL ?? 'https://servicestandard.gov.de';

export default defineConfig({
  site,
  // Separate output and cache folders let several builds run side by side (benchmarks, helpers).
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  cacheDir: process.env.SITE_CACHE_DIR ?? './node_modules/.astro',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'never', assets: '_astro' },
  compressHTML: true,
  devToolbar: { enabled: false },
  prefetch: false,
  integrations: [react(), mdx(), clientDirectives(), quietBuildLog(), draftsOnlyInDev()],
  markdown: {
    // Shiki colours code with inline style attributes, which the CSP (no 'unsafe-inline') refuses.
    syntaxHighlight: false,
    processor: satteri({
      hastPlugins: [
        headingIdsPlugin,
        externalLinksPlugin,
        scrollableTablesPlugin,
        abbreviationsPlugin(readAbbreviations(fileURLToPath(new URL('./src/content/glossar.yaml', import.meta.url)))),
      ],
      features: { smartPunctuation: false },
    }),
  },
  // Responsive images: sharp at quality 75, in the device widths of src/lib/image-sizes.ts (src/lib/site-images.ts).
  image: {
    service: { entrypoint: 'astro/assets/services/sharp', config: { quality: IMAGE_QUALITY } },
    breakpoints: [...DEVICE_WIDTHS],
  },
  // Built as pages that forward the browser; the servers answer these paths with a real 301.
  redirects: { ...REDIRECTS },
  vite: {
    // Whether this build sends usage statistics (src/lib/analytics.ts); false compiles the tracker away.
    define: {
      __ANALYTICS__: JSON.stringify(analyticsConfig(process.env) !== undefined),
      // The site folder, so build-time code finds content files and SVGs whatever folder the build
      // runs in (the benchmark builds from a temporary one).
      __SITE_ROOT__: JSON.stringify(fileURLToPath(new URL('.', import.meta.url))),
    },
    css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] } } },
  },
});
