// GET /jobs/{uuid}: a background job as the screens poll it every 3 s (spec §4, §9), to the
// user who started it only (anyone else: 404, policies/jobs.ts).
import { errorReply } from '../../../domain/schemas/account.ts';
import { jobStatusSchema, jobUuidParams } from '../../../domain/schemas/publishing.ts';
import { organizationsOf } from '../../auth/actor.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { authorizeViewJob } from '../../policies/jobs.ts';
import { presentJob } from '../../presenters/job.ts';
import { findJobStatus } from '../../queries/jobStatus.ts';

const jobRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.get(
    '/jobs/:uuid',
    {
      onRequest: authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'A background job started by the caller: status, progress, result and the reason it failed',
        params: jobUuidParams,
        response: { 200: jobStatusSchema, 401: errorReply, 404: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await findJobStatus(db, request.params.uuid);
      if (!row) throw errors.notFound();
      authorizeViewJob(user.id, await organizationsOf(db, user), row);
      return presentJob(row, requestLanguage(request));
    },
  );
};

export default jobRoutes;
