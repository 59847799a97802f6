import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOLD_MS, type FaultKind } from './faults';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  raw: string;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as it is instead of `body` as JSON (a certificate, a form answer); set `content-type` in headers. */
  raw?: string;
}

/**
 * A fake's route: answers a request, optionally after a fault. `process` does the work (it changes the
 * fake's state); the fault decides whether it runs and whether the caller hears the answer.
 */
export interface Routed {
  step: string;
  tenant: string;
  process: () => FakeAnswer;
  /** The provider's own error body for an injected 429 or 5xx. */
  errorBody: (status: number) => unknown;
}

export type Router = (req: FakeRequest) => Routed | FakeAnswer;

/** Serves a fake on a loopback port: routes, faults, and `/__control/*` for the tests. */
export async function serveFake(router: Router, control: (req: FakeRequest) => FakeAnswer | null | Promise<FakeAnswer | null>, takeFault: (tenant: string, step: string) => FaultKind | null) {
  const server: Server = createServer((req, res) => {
    // Chunks are joined before decoding: a UTF-8 character may be split across two chunks.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      const fakeReq: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, raw };
      try {
        if (url.pathname.startsWith('/__control/')) {
          // A control call may wait (a webhook delivered to the store); its failure is the test's 500.
          Promise.resolve(control(fakeReq)).then(
            (answer) => send(res, answer ?? { status: 404, body: { error: 'no such control' } }),
            (err: unknown) => send(res, { status: 500, body: { error: String(err) } }),
          );
          return;
        }
        const routed = router(fakeReq);
        if (!('process' in routed)) return send(res, routed);
        const fault = takeFault(routed.tenant, routed.step);
        return answerWithFault(res, routed, fault);
      } catch (err) {
        send(res, { status: 500, body: { error: String(err) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, answer: FakeAnswer): void {
  if (res.destroyed) return;
  const body = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  res.end(body);
}

function answerWithFault(res: ServerResponse, routed: Routed, fault: FaultKind | null): void {
  switch (fault) {
    case null:
      return send(res, routed.process());
    case 'drop':
      res.socket?.destroy();
      return;
    case 'drop_after':
      routed.process();
      res.socket?.destroy();
      return;
    case 'timeout':
      setTimeout(() => res.socket?.destroy(), HOLD_MS);
      return;
    case 'timeout_after':
      routed.process();
      setTimeout(() => res.socket?.destroy(), HOLD_MS);
      return;
    case '429':
      return send(res, { status: 429, body: routed.errorBody(429), headers: { 'retry-after': '1' } });
    default:
      return send(res, { status: Number(fault), body: routed.errorBody(Number(fault)) });
  }
}

export const json = (raw: string): unknown => (raw ? JSON.parse(raw) : undefined);
