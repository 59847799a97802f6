import { readFile } from 'node:fs/promises';

/** A layer's JSON report, or null when it is missing or not JSON (the summary counts that as a failure). */
export async function readReport(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}
