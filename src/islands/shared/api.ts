import { hc } from 'hono/client';
import type { AppType } from '../../server/app';

/** The API from islands: Hono's typed client on the page's own origin (same-origin, so the gate cookie goes along). */
export const api = hc<AppType>(typeof location === 'undefined' ? 'http://localhost' : location.origin);

/** The first error's `detail` of the API's error shape (decisions 21), or a fallback. */
export async function errorDetail(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { detail?: unknown }[] };
    const detail = body.errors?.[0]?.detail;
    return typeof detail === 'string' && detail ? detail : fallback;
  } catch {
    return fallback;
  }
}
