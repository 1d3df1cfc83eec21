import type { AstroIntegration } from 'astro';

/**
 * Draft pages appear with `astro dev` only. The command decides, not import.meta.env.DEV: Astro
 * fills import.meta.env from the process environment during the build, so a stray DEV variable
 * (test runners set one) would put drafts into a production build.
 */
export function draftsOnlyInDev(): AstroIntegration {
  return {
    name: 'servicestandard:drafts-only-in-dev',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        updateConfig({ vite: { define: { __SHOW_DRAFTS__: JSON.stringify(command === 'dev') } } });
      },
    },
  };
}
