import type { FakeRequest } from '../http';
import { ownValidator } from './contract';
import type { Answer } from './handler';
import type { Tenant, Tenants } from './state';

/**
 * POST /v1/oauth2/token, client credentials. It is in none of the three documents, so its answers are
 * checked against the shapes of PayPal's authentication guide (below). The first secret a client id
 * uses is its secret from then on (each test makes up its own pair); another secret is refused.
 */
export const TOKEN_LIFETIME_S = 32_400;

export const tokenAnswerSchema = ownValidator({
  oneOf: [
    {
      type: 'object',
      required: ['scope', 'access_token', 'token_type', 'app_id', 'expires_in', 'nonce'],
      properties: { access_token: { type: 'string', minLength: 1 }, token_type: { const: 'Bearer' }, expires_in: { type: 'integer', minimum: 1 } },
    },
    { type: 'object', required: ['error', 'error_description'], properties: { error: { enum: ['invalid_client', 'unsupported_grant_type', 'invalid_request'] } } },
  ],
});

const INVALID_CLIENT = { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };

/** The client id of a Basic authorization header, and its secret. */
export function basicCredentials(header: string | undefined): { clientId: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) } : null;
}

/** Why PayPal would refuse this token request before looking at the client, or null. */
export function tokenRequestProblem(req: FakeRequest): Answer | null {
  if (!/^application\/x-www-form-urlencoded/i.test(String(req.headers['content-type'] ?? ''))) {
    return { status: 400, body: { error: 'invalid_request', error_description: 'Content-Type must be application/x-www-form-urlencoded' } };
  }
  if (new URLSearchParams(req.raw).get('grant_type') !== 'client_credentials') {
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
  }
  return null;
}

export function issue(tenants: Tenants, tenant: Tenant, secret: string): Answer {
  tenant.secret ??= secret;
  if (tenant.secret !== secret) return INVALID_CLIENT;
  const token = tenants.issueToken(tenant, TOKEN_LIFETIME_S * 1000);
  return {
    status: 200,
    body: {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: TOKEN_LIFETIME_S,
      nonce: `${new Date().toISOString()}${token.slice(-12)}`,
    },
  };
}

export { INVALID_CLIENT };
