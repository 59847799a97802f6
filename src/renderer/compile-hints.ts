import type { AstroIntegration } from 'astro';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has every function
 * compiled while it streams in, on a background thread, instead of each one on the main thread the
 * first time it is called. The checkout's load spent 90-175 ms of its main thread (4x CPU slowdown) in
 * such lazy compiles, half of it React DOM's (issue 21; docs/decisions.md, "Page speed"). Other
 * browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

interface OutputChunk {
  type: 'chunk' | 'asset';
  code?: string;
}

/**
 * A Vite plugin for the browser's build: every chunk gets the hint. The store's scripts are small and
 * fetched when their code is about to run (the layout's on load, an island's when it hydrates, a lazy
 * part on the touch that needs it), so compiling all of a chunk ahead wastes little. It runs after
 * minification, which would drop the comment, and last of the bundle's writers (`order: 'post'`):
 * Vite's import analysis puts its dependency map (`__vite__mapDeps`) before the code of every chunk
 * with a dynamic import in its own generateBundle.
 */
export function compileHintsPlugin() {
  return {
    name: 'compile-hints',
    generateBundle: {
      order: 'post' as const,
      handler(_options: unknown, bundle: Record<string, OutputChunk>) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.code !== undefined) chunk.code = withCompileHint(chunk.code);
      },
    },
  };
}

/** Adds the plugin to Astro's client build only (the server's bundle is not compiled by a browser). */
export default function compileHints(): AstroIntegration {
  return {
    name: 'compile-hints',
    hooks: {
      'astro:build:setup': ({ target, updateConfig }) => {
        if (target === 'client') updateConfig({ plugins: [compileHintsPlugin()] });
      },
    },
  };
}
