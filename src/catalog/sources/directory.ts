import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callFile, type PlatformCall } from '../calls';
import type { CatalogSource, SourceAnswer } from './source';

/**
 * Reads a text file of a store directory; undefined when it does not exist. Synchronously: a store
 * of 5,000 listings is some 30,000 small local files, and the promise API's open, stat, read and
 * close per file took a third of the pull.
 */
function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseJson(path: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Reads a JSON file of a store directory; undefined when it does not exist. */
export async function readJsonFile(path: string): Promise<unknown> {
  const text = readText(path);
  return text === undefined ? undefined : parseJson(path, text);
}

/**
 * A store directory: the platform's answers saved as JSON files; a missing file answers 404. The body
 * is parsed when first read: a listing the last build pulled from the same text is not parsed at all
 * (src/catalog/listing-cache.ts).
 */
export function directorySource(directory: string): CatalogSource {
  return {
    kind: 'directory',
    async fetch(call: PlatformCall): Promise<SourceAnswer> {
      const path = join(directory, callFile(call));
      const text = readText(path);
      if (text === undefined) return { status: 404, body: null };
      let body: unknown;
      let parsed = false;
      return {
        status: 200,
        text,
        get body() {
          if (!parsed) {
            body = parseJson(path, text);
            parsed = true;
          }
          return body;
        },
      };
    },
  };
}
