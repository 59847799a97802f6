import type { FaultKind, FaultPlan } from '../faults';
import type { FakeAnswer, FakeRequest, Router } from '../http';
import { checkAnswer } from './check-answer';
import { paypalError } from './errors';
import type { Answer } from './handler';
import { basicCredentials, issue, tokenAnswerSchema, tokenRequestProblem } from './oauth';
import { recall, remember } from './request-ids';
import { wantsRepresentation } from './representation';
import { match, routes } from './routes';
import type { Signer } from './signing';
import { iso, now, type Tenant, type Tenants } from './state';
import type { PaypalCall } from './types';
import { describeErrors } from './contract';
import { parseRequest } from './validate-request';

/**
 * PayPal's API surface on the shared fake server: OAuth, the certificate URL, and each operation of
 * routes.ts. Every call is recorded on its tenant; the body is validated before anything happens; the
 * answer (processed, replayed for a known PayPal-Request-Id, or a fault's error) is checked against the
 * documents before it is sent.
 */
export function paypalRouter(tenants: Tenants, signer: Signer, faults: FaultPlan, base: () => string) {
  const table = routes(signer);
  // serveFake asks for the fault right after routing, synchronously: this is that request's record.
  let routedCall: PaypalCall | null = null;

  const record = (tenant: Tenant, req: FakeRequest, step: string | null, body: unknown): PaypalCall => {
    const call: PaypalCall = { at: iso(now(tenant)), method: req.method, path: req.path, headers: { ...req.headers }, body, step, outcome: 'refused' };
    tenant.calls.push(call);
    return call;
  };

  const token = (req: FakeRequest): ReturnType<Router> => {
    const credentials = basicCredentials(req.headers.authorization);
    if (!credentials) return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    const tenant = tenants.of(credentials.clientId);
    const call = record(tenant, req, 'token', req.raw);
    const checked = (a: Answer): FakeAnswer => {
      call.status = a.status;
      if (!tokenAnswerSchema(a.body)) tenant.problems.push(`fake's own token answer fails its schema: ${describeErrors(tokenAnswerSchema.errors)}`);
      return { status: a.status, body: a.body };
    };
    const problem = tokenRequestProblem(req);
    if (problem) {
      tenant.problems.push(`token request refused: ${JSON.stringify(problem.body)}`);
      return checked(problem);
    }
    routedCall = call;
    return {
      step: 'token',
      tenant: tenant.clientId,
      process: () => {
        if (!call.outcome.startsWith('fault:')) call.outcome = 'processed';
        return checked(issue(tenants, tenant, credentials.secret));
      },
      errorBody: (status) => ({ error: status === 429 ? 'rate_limit_reached' : 'server_error', error_description: 'Try again later' }),
    };
  };

  const router: Router = (req) => {
    if (req.method === 'POST' && req.path === '/v1/oauth2/token') return token(req);
    if (req.method === 'GET' && req.path === `/v1/notifications/certs/${signer.certId}`) return { status: 200, raw: signer.publicPem, headers: { 'content-type': 'application/x-pem-file' } };
    const found = match(table, req.method, req.path);
    const bearer = /^Bearer\s+(\S+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const holder = bearer ? tenants.holder(bearer) : null;
    if (!found) {
      holder?.tenant.problems.push(`no PayPal operation ${req.method} ${req.path}`);
      return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' } };
    }
    const { route, params } = found;
    const op = route.op;
    if (!holder?.valid) {
      const answer = paypalError(op, 401);
      if (holder) Object.assign(record(holder.tenant, req, route.step, req.raw), { status: 401 });
      return holder ? checkAnswer(holder.tenant, op, answer) : { status: answer.status, body: answer.body };
    }
    const tenant = holder.tenant;
    const parsed = parseRequest(op, req);
    const call = record(tenant, req, route.step, parsed.ok ? parsed.body : req.raw);
    if (!parsed.ok) {
      tenant.problems.push(`${req.method} ${req.path} refused by ${op.doc}: ${parsed.why}`);
      call.status = parsed.error.status;
      return checkAnswer(tenant, op, parsed.error);
    }
    const requestId = req.method === 'POST' ? (req.headers['paypal-request-id'] as string | undefined) : undefined;
    routedCall = call;
    return {
      step: route.step,
      tenant: tenant.clientId,
      process: () => {
        const fault = call.outcome.startsWith('fault:');
        const replay = recall(tenant, op, requestId, req.path, parsed.body);
        if (!fault) call.outcome = replay ? 'replayed' : 'processed';
        let answer: Answer;
        if (replay) answer = { status: replay.status, body: replay.answer };
        else {
          try {
            answer = route.handler({ tenant, base: base(), op, params, body: parsed.body ?? {}, representation: wantsRepresentation(req.headers.prefer) });
          } catch (err) {
            tenant.problems.push(`fake failed on ${req.method} ${req.path}: ${err instanceof Error ? err.stack : String(err)}`);
            answer = paypalError(op, 500);
          }
          if (answer.status < 500) remember(tenant, op, requestId, req.path, parsed.body, answer.status, answer.body);
        }
        call.status = answer.status;
        return checkAnswer(tenant, op, answer);
      },
      errorBody: (status) => checkAnswer(tenant, op, paypalError(op, status)).body,
    };
  };

  const takeFault = (tenant: string, step: string): FaultKind | null => {
    const kind = faults.take(tenant, step);
    if (kind && routedCall) Object.assign(routedCall, { outcome: `fault:${kind}`, ...(kind === '429' || kind === '500' || kind === '503' ? { status: Number(kind) } : {}) });
    routedCall = null;
    return kind;
  };

  return { router, takeFault };
}
