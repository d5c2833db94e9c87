// Health and the public settings the web shell reads before login.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { APP_VERSION } from '../../../domain/constants.ts';
import { publicConfigSchema } from '../../../domain/schemas/account.ts';
import type { RouteModule } from '../../context.ts';
import { providerOrganizationId } from '../../queries/provider.ts';

/** How long /healthz waits for `select 1` before it answers 503. */
const HEALTH_DB_TIMEOUT_MS = 2000;

const systemRoutes: RouteModule = (app, { config, db }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability; 503 while the process drains (stopping) or cannot reach its database',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.enum(['unavailable', 'draining']) }),
        },
      },
    },
    async (_request, reply) => {
      // The balancer takes a stopping process out of rotation (plugins/draining.ts).
      if (app.draining) return reply.code(503).send({ status: 'draining' as const });
      let timer: NodeJS.Timeout | undefined;
      try {
        // A database that does not answer (a connection that hangs) fails the check too.
        const timeout = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('database check timed out')), HEALTH_DB_TIMEOUT_MS);
        });
        await Promise.race([db.execute(sql`select 1`), timeout]);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      } finally {
        clearTimeout(timer);
      }
    },
  );

  app.get(
    '/public_config',
    { schema: { tags: ['system'], summary: 'Settings the web shell needs before login', response: { 200: publicConfigSchema } } },
    async () => ({
      provider_organization_id: await providerOrganizationId(db),
      app_version: APP_VERSION,
      forgot_password_url: { en: `${config.linkAppUrl}/en/forgot_password`, id: `${config.linkAppUrl}/id/forgot_password` },
      support: config.support,
      sibling_products: [
        { key: 'link', url: config.linkAppUrl },
        { key: 'learn', url: config.learnAppUrl },
      ],
      links: config.links,
      error_reporting: config.sentry ? { ...config.sentry, release: `pena@${APP_VERSION}` } : null,
    }),
  );
};

export default systemRoutes;
