import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { callFile, type PlatformCall } from '../calls';
import type { CatalogSource } from './source';

/** Reads a JSON file of a store directory; undefined when it does not exist. */
export async function readJsonFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** A store directory: the platform's answers saved as JSON files; a missing file answers 404. */
export function directorySource(directory: string): CatalogSource {
  return {
    kind: 'directory',
    async fetch(call: PlatformCall) {
      const body = await readJsonFile(join(directory, callFile(call)));
      return body === undefined ? { status: 404, body: null } : { status: 200, body };
    },
  };
}
