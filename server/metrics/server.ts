// The /metrics endpoint on its own address (METRICS_ADDRESS), never on the public port: a
// plain node:http server that answers GET /metrics with the registry's text, and 404 to
// anything else. With METRICS_TOKEN, a scrape must send `Authorization: Bearer <token>` (401).
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';
import type { Metrics } from './index.ts';

export interface MetricsServer {
  /** Where it listens (the port the system chose when METRICS_ADDRESS asked for 0). */
  address: AddressInfo;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function authorized(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export async function startMetricsServer(
  settings: NonNullable<Config['metrics']>,
  metrics: Metrics,
  log: { error(details: object, message?: string): void } = console,
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (!authorized(request.headers.authorization, settings.token)) {
      response.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      (err: unknown) => {
        log.error({ err }, 'metrics: collecting failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Collecting the metrics failed\n');
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
