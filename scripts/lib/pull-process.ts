/** The pull half of a store build (scripts/pull-store.ts), run from scripts/build-store.ts in a process of its own. */
import { spawn } from 'node:child_process';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import type { CloudflarePlan } from './file-limit';
import { offlineEnv } from './run';
import type { ShardPlan } from './snapshot-shards';

/**
 * The pull's Node flags, never an inspector's. A young generation of up to 64 MB: a listing's answers
 * and what is parsed from them die young, but with a smaller one they outlive two scavenges among
 * eight listings in flight and are promoted, to die in the old generation. The old generation grows
 * by 60% of what survives its last collection instead of V8's default (up to 2-4x on a large heap):
 * the garbage V8 let pile up was most of a 50,000-listing pull's 2.1 GB, live 0.63 GB at the end.
 * Measured on the pull alone (2 cores): the build's flags (semi-space 32 MB), 50,000 listings 38-44 s
 * and 2,087-2,269 MiB; these 38.4 s and 1,218 MiB. 128 MB was 3 s faster at 50,000 but a
 * 5,000-listing pull, which stays alive beside the render, took 507 MiB against 404, and that
 * build's peak reached 975-1,021 MiB of its 1 GB goal. A hard --max-old-space-size=1536 kept the peak
 * as low but fails a larger store with an out-of-memory abort; a growing factor does not.
 */
const PULL_FLAGS = ['--max-semi-space-size=64', '--heap-growing-percent=60'];

/** What the build reads from the pull. */
export interface Pulled {
  /** The snapshot without its listings and tiles: the routing files need the store's settings only. */
  routing: StoreSnapshot;
  importEnd: { pulledAt: string; skus: number };
  /**
   * Parts of the D1 import's upserts the build joins, one per shard, each written by the render
   * process of that shard (a large pull exits first); 0 when the pull process writes the whole import
   * beside the render (nothing to join).
   */
  importParts: number;
  /** The store config statement, the import's last. */
  storeConfig: string;
  /** How the store renders: shards of the snapshot, render processes. */
  shards: ShardPlan;
  /** What changed since the last pull: listings made again (not taken from the listing cache), and the store-wide inputs. */
  changes: { listingsMade: number; storeWide: boolean };
}

/** At most this many listings changed, and nothing store-wide: a rebuild renders in one process (scripts/build-store.ts). */
export const LIGHT_CHANGE_LISTINGS = 20;

export const isLightChange = (changes: Pulled['changes']): boolean => !changes.storeWide && changes.listingsMade <= LIGHT_CHANGE_LISTINGS;

/**
 * The pull failed. `explained`: it exited with 1, having said why on stderr ("Build failed. …" for a
 * store's fault); otherwise (a signal, such as the kernel's out-of-memory killer, or an exit without
 * its report) this error's message says what happened.
 */
export class PullProcessError extends Error {
  constructor(message: string, readonly explained = false) {
    super(message);
  }
}

export interface PullJob {
  slug: string;
  preview: boolean;
  plan: CloudflarePlan;
  shards: number | undefined;
  /** When the build started (ms since the epoch): the pull's log lines count from it. */
  started: number;
  /** A digest of the code (the renderer's key): the listing cache holds listings this code made. */
  code: string;
  /** Every listing made again, none taken from the last pull (a --full build). */
  fresh: boolean;
  /** scripts/pull-store.ts bundled (scripts/lib/child-scripts.ts). */
  script: string;
}

/**
 * Runs the pull with its own Node flags (PULL_FLAGS). `ready`: the snapshot
 * files are written and the render can start (the pull process says so over IPC, with what the build
 * needs); `done`: the pull process is done, its part of the D1 import written.
 */
export function runPull(job: PullJob): { ready: Promise<Pulled>; done: Promise<void>; stop(): void } {
  const args = [...PULL_FLAGS, job.script, '--store', job.slug, '--plan', job.plan, '--started', String(job.started)];
  args.push('--code', job.code);
  if (job.fresh) args.push('--fresh');
  if (job.preview) args.push('--preview');
  if (job.shards !== undefined) args.push('--shards', String(job.shards));
  const child = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: offlineEnv() });
  // 'close', not 'exit': the process can exit before its last message has been read here.
  const ended = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new PullProcessError(`the pull could not start: ${error.message}`)));
    child.once('close', (code, signal) => (code === 0 ? resolve() : reject(new PullProcessError(`the pull exited with ${code ?? signal}`, code === 1))));
  });
  const ready = new Promise<Pulled>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Pulled));
    ended.then(() => reject(new PullProcessError('the pull exited without reporting its snapshot')), reject);
  });
  const done = ended;
  ready.catch(() => {}); // a failure is seen on done too
  done.catch(() => {});
  return { ready, done, stop: () => child.kill() };
}
