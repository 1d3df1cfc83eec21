/** Registers the site's own client directives (see needed.ts) and their types. */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when visible (the value widens the viewport as a rootMargin) or when the address has a fragment. */
    'client:needed'?: boolean | string;
  }
}

export function clientDirectives(): AstroIntegration {
  return {
    name: 'servicestandard:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'needed', entrypoint: fileURLToPath(new URL('./needed.ts', import.meta.url)) });
      },
    },
  };
}
