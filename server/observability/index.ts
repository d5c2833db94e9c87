// What `pena serve` and `pena worker` start for operating them: the metrics
// (server/metrics, served on METRICS_ADDRESS when set) and the error reports (SENTRY_DSN).
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Metrics } from '../metrics/index.ts';
import { startMetricsServer, type MetricsServer } from '../metrics/server.ts';
import { tasks } from '../jobs/tasks/index.ts';
import { errorReporter, type ErrorReporter } from './errorReports.ts';

export interface Observability {
  /** undefined when METRICS_ADDRESS is unset. */
  metrics: Metrics | undefined;
  /** undefined when SENTRY_DSN is unset. */
  errorReports: ErrorReporter | undefined;
  /** Serve /metrics on METRICS_ADDRESS (when set). */
  listen(log?: { error(details: object, message?: string): void }): Promise<MetricsServer | undefined>;
  /** Stop serving /metrics and send the reports still queued. */
  close(): Promise<void>;
}

export async function startObservability(config: Config, database: Database, process: 'serve' | 'worker'): Promise<Observability> {
  const errorReports = await errorReporter(config, database.db, { processHandlers: true });
  let metrics: Metrics | undefined;
  if (config.metrics) {
    // prom-client (with the OpenTelemetry API it loads, ≈80 modules) only when metrics are on.
    const { createMetrics, queueDepthFrom } = await import('../metrics/index.ts');
    metrics = createMetrics({ database, process, taskNames: tasks.map((t) => t.name) });
    metrics.watchQueue(queueDepthFrom(database));
  }
  let server: MetricsServer | undefined;
  return {
    metrics,
    errorReports,
    listen: async (log) => {
      if (config.metrics && metrics) server = await startMetricsServer(config.metrics, metrics, log);
      return server;
    },
    close: async () => {
      await server?.close();
      await errorReports?.flush(2000);
    },
  };
}
