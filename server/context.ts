// What every route and command is handed: configuration, the database, file storage and the job queue.
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './jobs/task.ts';
import type { Storage } from './storage/types.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Uploaded files' bytes (server/storage): local disk or an S3 bucket. */
  storage: Storage;
  /** Background jobs (server/jobs): send one with startJob (jobs/tracked.ts) to have it tracked. */
  queue: JobQueue;
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A route module: registers its routes on the app with the shared context. */
export type RouteModule = (app: App, ctx: AppContext) => Promise<void> | void;
