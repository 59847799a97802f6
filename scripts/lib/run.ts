import { spawn, type SpawnOptions } from 'node:child_process';

/** Environment that keeps wrangler, miniflare and astro off the network (toolchain notes). */
export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    ASTRO_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: offlineEnv(), ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

/** Runs a command to completion with inherited output and gives its exit code (a signal or a failed spawn is 1). */
export function runStatus(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: offlineEnv(), ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Node arguments that run the store build (scripts/build-store.ts, by its launcher scripts/build.mjs,
 * which runs it bundled instead of under tsx). A larger young generation: the
 * pull and the catalog files allocate many short-lived objects, and the default 16 MB semi-space
 * spent a third of the pull in garbage collection (a 5,000-listing pull 3.3 s -> 2.4 s here).
 */
export const BUILD_STORE = ['--max-semi-space-size=32', 'scripts/build.mjs'];

/** Binaries of the project's own node_modules, run with the current Node. */
export const bin = {
  astro: 'node_modules/astro/astro.js',
  wrangler: 'node_modules/wrangler/bin/wrangler.js',
  vitest: 'node_modules/vitest/vitest.mjs',
  playwright: 'node_modules/@playwright/test/cli.js',
  eslint: 'node_modules/eslint/bin/eslint.js',
};

/** Reads `--name value` and `--flag` arguments. */
export function parseArgs(argv: string[]): Map<string, string | true> {
  const args = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) args.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      args.set(name, next);
      i++;
    } else args.set(name, true);
  }
  return args;
}
