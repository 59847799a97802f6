/**
 * Starts every server the browser tests need (tests/e2e/stores.ts e2eServerList), all at once, and
 * prints `E2E servers ready` once each answers its health check. playwright.config.ts runs it as its
 * one web server when the servers are not already up: Playwright starts its web servers one after
 * another, and eight `wrangler pages dev` in a row took about 38 s before the first test, against
 * about 26 s side by side. `npm test` starts them itself, each as soon as its store is built.
 *   node --import tsx scripts/serve-e2e.ts
 * A server that exits, or is not up within two minutes, stops them all with its name; a port that
 * already listens (a server left from another run) stops it before anything starts.
 */
import { e2eServerList } from '../tests/e2e/stores';
import { portsTaken, startE2EServer, stopServers } from './lib/e2e-servers';

const servers = e2eServerList();
const taken = await portsTaken(servers.map(({ server }) => server));
if (taken.length) {
  console.error(`Something already listens on ${taken.join(', ')}: stop it first (a server left from another test run?).`);
  process.exit(1);
}

const started = Date.now();
const running = servers.map(({ slot, server }) => startE2EServer(slot, server));
// Listening from the start: a server that answers and then dies while another still starts is seen too.
const gone = Promise.race(running.map((server) => new Promise<string>((resolve) => server.child.once('exit', () => resolve(server.name)))));
const stop = async (code: number) => {
  await stopServers(running);
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

try {
  await Promise.all(running.map((server) => server.ready));
  console.log(`E2E servers ready: ${running.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await stop(1);
}
// Serving until stopped. One server stopping on its own is reported and the others are stopped, so the
// tests left fail at once with the reason above them rather than one by one against a dead port.
console.error(`The test server for ${await gone} stopped while the tests ran.`);
await stop(1);
