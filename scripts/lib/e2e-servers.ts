/**
 * The browser tests' servers (tests/e2e/stores.ts), each a `scripts/serve.ts --fresh` child: started
 * side by side, each ready once it answers its health check. scripts/serve-e2e.ts starts them all for a
 * Playwright run of its own; `npm test` (scripts/test.ts) starts each store's as soon as it is built.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { e2eStateDir, type E2EServer } from '../../tests/e2e/stores';
import { offlineEnv } from './run';

const STARTUP_LIMIT_MS = 120_000;

export interface RunningServer {
  name: string;
  child: ChildProcess;
  /** Resolves once the server answers; rejects, naming it, if it exits or is not up in time. */
  ready: Promise<void>;
}

// Up as Playwright counts it: any answer below 404 (a gated store's health check answers 401).
const answers = (server: E2EServer) =>
  fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.status >= 200 && response.status < 404,
    () => false,
  );

/** Whether anything accepts a connection on the server's port, whatever it answers (or if it answers at all). */
const listening = (server: E2EServer) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    socket.setTimeout(2_000, () => (socket.destroy(), resolve(true))); // something holds the port but is slow: taken
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The URLs among `servers` whose port something already listens on (a server left from another run): none may. */
export async function portsTaken(servers: E2EServer[]): Promise<string[]> {
  return (await Promise.all(servers.map(async (server) => ((await listening(server)) ? server.url : null)))).filter((url): url is string => url !== null);
}

export function startE2EServer(slot: number, server: E2EServer, env: Record<string, string> = {}): RunningServer {
  const name = `${server.store}${server.preview ? ' (preview)' : ''} on ${server.url}`;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--store', server.store, '--port', String(server.port), '--fresh', ...(server.preview ? ['--preview'] : [])], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: offlineEnv({ ...env, STORE_STATE_DIR: e2eStateDir(slot) }),
  });
  const exited = new Promise<never>((_, reject) => {
    child.on('exit', (code, signal) => reject(new Error(`The test server for ${name} exited (${code ?? signal}).`)));
    child.on('error', (error) => reject(new Error(`The test server for ${name} did not start: ${error.message}`)));
  });
  const up = (async () => {
    while (!(await answers(server))) {
      if (child.exitCode !== null || child.signalCode !== null) return; // `exited` says why
      if (Date.now() - started > STARTUP_LIMIT_MS) throw new Error(`The test server for ${name} did not answer within ${STARTUP_LIMIT_MS / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const ready = Promise.race([up, exited]);
  ready.catch(() => {}); // awaited by the caller; a failure must not go unhandled meanwhile
  return { name, child, ready };
}

/** Stops servers and waits for them to go (their runtimes hold the ports and the D1 files). */
export async function stopServers(running: RunningServer[]): Promise<void> {
  await Promise.all(
    running.map(({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }),
  );
}
