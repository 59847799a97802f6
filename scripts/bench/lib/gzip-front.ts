import { createServer, request, type Server } from 'node:http';
import { createGzip, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** An answer the front gives itself: HTML by default, or a body of its own type (a script, an image). */
export interface OwnAnswer {
  type: string;
  body: string | Buffer;
}

/**
 * A small gzip front for benchmarks: `wrangler pages dev` does not compress, the CDN does, so page
 * timings behind it would be unfairly slow. Proxies every request to `target` and gzips compressible
 * answers when the client accepts gzip. `ownPages` (path to HTML, or to an answer of another type) are
 * answered by the front itself.
 */
export function startGzipFront(target: URL, port: number, ownPages: Record<string, string | OwnAnswer> = {}): Promise<Server> {
  const server = createServer((req, res) => {
    // Pages the benchmark serves itself (the zero-JavaScript control page), gzipped like the rest.
    const own = ownPages[new URL(req.url ?? '/', 'http://front').pathname];
    if (own !== undefined) {
      const { type, body } = typeof own === 'string' ? { type: 'text/html; charset=utf-8', body: own } : own;
      if (COMPRESSIBLE.test(type)) res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(gzipSync(body));
      else res.writeHead(200, { 'content-type': type }).end(body);
      return;
    }
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && answer.statusCode !== 204 && answer.statusCode !== 304;
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        if (gzip) answer.pipe(createGzip({ level: 6 })).pipe(res);
        else answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
