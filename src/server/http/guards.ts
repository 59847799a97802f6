import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { ApiError } from '../errors/api-error';

/** Checkout bodies are small; anything bigger is refused before it is parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', 'The request body is too large.');
  },
});

export const limitWebhookBody = bodyLimit({
  maxSize: 512 * 1024,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', 'The request body is too large.');
  },
});

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * A cross-site form can only send form, multipart or text bodies; insisting on JSON for JSON routes
 * is the CSRF defence of the API (decisions 22 keep cookies out of it; the gate cookie is SameSite=Lax).
 */
export const requireJson: MiddlewareHandler = async (c, next) => {
  if (WRITE.has(c.req.method) && !JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
  }
  await next();
};

/**
 * A write with no body needs no CORS preflight, so any site could send it from its visitors' browsers
 * (order recovery's spec call: email and slug in the query). Refused when the browser says it comes from
 * another site (Origin, or Fetch Metadata where Origin is absent); callers that are not browsers send neither.
 */
export const refuseCrossSite: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if ((origin !== undefined && origin !== new URL(c.req.url).origin) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
    throw new ApiError(403, 'cross_origin', 'The request was sent from another site.');
  }
  await next();
};

/** Form routes (pre-order) take a form body from the store's own pages only: the Origin must be ours. */
export const requireSameOriginForm: MiddlewareHandler = async (c, next) => {
  if (!FORM_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the form as application/x-www-form-urlencoded.');
  }
  // Browsers send Origin with every form POST; a missing one is not a form of ours.
  if (c.req.header('origin') !== new URL(c.req.url).origin) {
    throw new ApiError(403, 'cross_origin', 'The form was sent from another site.');
  }
  await next();
};

/**
 * Function responses are JSON or redirects; none of them should be framed, sniffed or cached. The
 * headers by hono/secure-headers (its other defaults too: CORP/COOP same-origin and the like). The pages'
 * own policy, with the hashes of their inline scripts, is the static `_headers` file
 * (scripts/lib/routing-files.ts): an API answer runs no script, so it needs none of them.
 */
const apiHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
});

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await apiHeaders(c, next);
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
