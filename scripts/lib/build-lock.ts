import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Another build of the same store is running: the two would overwrite each other's records and site. */
export class BuildLockError extends Error {}

/**
 * One build of a store at a time: .build/<name>/build.lock holds the building process's id, and a
 * lock whose process is gone (a build that was killed) is taken over. Released when this process exits.
 */
export function lockBuild(work: string, name: string): void {
  const file = join(work, 'build.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new BuildLockError(`Store "${name}" is being built by process ${holder}; wait for that build to end (or remove ${file} if that process is not a build).`);
    }
    writeFileSync(file, String(process.pid));
  }
  process.once('exit', () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
    } catch {
      // already gone
    }
  });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
