import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { IntentOptions } from './rules';

/**
 * Registers `client:intent` (intent.ts) and `client:localized` (localized.ts). Astro bundles the directive with esbuild and inlines it in
 * every page that uses it (about 1 KB gzipped), before the first island that needs it.
 */
export default function intentDirective(): AstroIntegration {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        // A path, not a URL: Astro hands the entrypoint to esbuild as an import specifier.
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent.ts', import.meta.url)) });
        addClientDirective({ name: 'localized', entrypoint: fileURLToPath(new URL('./localized.ts', import.meta.url)) });
      },
    },
  };
}

declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on the shopper's first intent inside the island (src/directives/intent.ts). */
      'client:intent'?: IntentOptions | boolean;
      /** Hydrate on load; render afresh for a shopper with a language or currency of their own (src/directives/localized.ts). */
      'client:localized'?: boolean;
    }
  }
}
