import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MailConfigError } from '../mail/transport';
import { PaymentConfigError } from '../payments/setup';
import { ApiError, entry } from './api-error';

/**
 * The single place failures become responses. Anything unexpected is logged without the request
 * body (it may hold personal data, decisions 23) and answered as a generic 500.
 */
export function onError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(err.toBody(), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? 'payload_too_large' : status === 400 ? 'malformed_request' : 'http_error';
    const detail = status === 413 ? 'The request body is too large.' : err.message || 'The request could not be processed.';
    return c.json({ errors: [entry(status, code, detail)] }, status);
  }
  if (err instanceof PaymentConfigError || err instanceof MailConfigError) {
    // A deployment mistake, never the shopper's: said plainly so the seller sees it at once (fail closed).
    console.error(JSON.stringify({ level: 'error', at: 'configuration', message: err.message }));
    return c.json({ errors: [entry(500, 'store_misconfigured', `This store is misconfigured: ${err.message}`)] }, 500);
  }
  console.error(JSON.stringify({ level: 'error', path: new URL(c.req.url).pathname, message: err.message, stack: err.stack }));
  return c.json({ errors: [entry(500, 'internal_error', 'Something went wrong. Please try again.')] }, 500);
}

export function onNotFound(c: Context): Response {
  return c.json({ errors: [entry(404, 'route_not_found', 'No such API route.')] }, 404);
}
