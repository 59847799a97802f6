import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One entry of the error shape (decisions 21): `detail` is what a shopper may read, `code` is stable. */
export interface ErrorEntry {
  status: string;
  code: string;
  detail: string;
  source?: { pointer: string };
}

export interface ErrorBody {
  errors: ErrorEntry[];
}

/** Thrown anywhere in a route or service; app.onError turns it into the one JSON error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly detail: string,
    readonly pointer?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  toBody(): ErrorBody {
    return { errors: [entry(this.status, this.code, this.detail, this.pointer)] };
  }
}

export function entry(status: number, code: string, detail: string, pointer?: string): ErrorEntry {
  return pointer === undefined ? { status: String(status), code, detail } : { status: String(status), code, detail, source: { pointer } };
}

export const notFound = (what: string, pointer?: string) => new ApiError(404, `${what}_not_found`, `The ${what.replaceAll('_', ' ')} was not found.`, pointer);
