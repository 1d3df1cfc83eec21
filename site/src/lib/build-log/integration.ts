/**
 * Keeps the build output to what someone can act on. Astro marks every MDX content entry it
 * renders (the `?astroPropagatedAssets` module of each page and criterion) with the directive
 * "use astro:head-inject"; Astro reads the directive before bundling, and Rolldown then warns
 * once per entry that it drops it (MODULE_LEVEL_DIRECTIVE), although nothing is lost
 * (withastro/astro#18087). Only that warning is dropped; every other one is printed as before.
 */
import type { AstroIntegration } from 'astro';

interface BuildWarning {
  code?: string | undefined;
  message: string;
  id?: string | undefined;
}

/** The one known-harmless warning: Astro's own head-inject directive in a content entry module. */
export function isHeadInjectDirectiveWarning(warning: BuildWarning): boolean {
  return warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"') && /\?astroPropagatedAssets\b/.test(warning.id ?? warning.message);
}

/** Rolldown's warning handler: drops the known warning, hands every other one on to Vite's log. */
export function onwarn<W extends BuildWarning>(warning: W, warn: (warning: W) => void): void {
  if (!isHeadInjectDirectiveWarning(warning)) warn(warning);
}

export function quietBuildLog(): AstroIntegration {
  return {
    name: 'servicestandard:build-log',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            build: {
              rolldownOptions: { onwarn },
            },
          },
        });
      },
    },
  };
}
