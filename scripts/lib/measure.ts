import { execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface Measured {
  seconds: number;
  /** Highest sum of resident memory over the process and all its descendants, in MiB. */
  peakMiB: number;
}

/**
 * Resident memory (KiB) of a process tree, from /proc: a few small files per process of the tree.
 * A `ps` listing of every process per sample spawned a process ten times a second beside the build
 * it measured, on two cores. `ps` where /proc does not list children.
 */
function treeRssKiB(root: number): number {
  if (!existsSync(`/proc/${root}/task/${root}/children`)) return treeRssKiBFromPs(root);
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    try {
      total += Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'latin1').split(' ')) if (child.trim()) stack.push(Number(child));
      }
    } catch {
      // the process ended while it was read
    }
  }
  return total;
}

/** The same from one `ps` listing. */
function treeRssKiBFromPs(root: number): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of table.trim().split('\n')) {
    const [pid, ppid, kib] = line.trim().split(/\s+/).map(Number) as [number, number, number];
    rss.set(pid, kib);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a command, sampling its process tree's memory every 100 ms. */
export function measure(command: string, args: string[], options: SpawnOptions = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    let peak = 0;
    const timer = setInterval(() => {
      try {
        if (child.pid) peak = Math.max(peak, treeRssKiB(child.pid));
      } catch {
        // the tree ended between two samples
      }
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMiB: Math.round(peak / 1024) });
    });
  });
}
