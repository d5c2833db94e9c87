// The failed-content lists (spec §2 "Failed-content lists"; the spec leaves the calls out, §7
// "Not shown"): GET /content/organizations/{id}/failed_chapters, /failed_questions and
// /failed_passages, optionally for one course, paged per §9 (15 a page, total and pages in
// X-Pena-Count / X-Pena-Pages), reasons in the caller's language.
import { z } from 'zod';
import { COUNT_HEADER, PAGES_HEADER } from '../../../domain/constants.ts';
import { msg } from '../../../domain/messages/index.ts';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import { FAILED_KINDS, failedContentQuery, failedListSchema, type FailedKind } from '../../../domain/schemas/failedContent.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { organizationContext } from '../../auth/scope.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { authorizeFailedContent, authorizeFailedContentOfCourse } from '../../policies/failedContent.ts';
import { presentFailedItem } from '../../presenters/failedContent.ts';
import { listFailedContent, organizationCourseShare } from '../../loaders/failedContent.ts';

const params = z.object({ id: idSchema });
const replies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const what: Record<FailedKind, string> = { chapters: 'pages', questions: 'questions', passages: 'passages (question references)' };

const failedContentRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  for (const kind of FAILED_KINDS) {
    app.get(
      `/content/organizations/:id/failed_${kind}`,
      {
        onRequest: authenticate,
        schema: {
          tags: ['failed content'],
          summary: `The organization's ${what[kind]} that break a §5 rule or failed in a job, with the reasons and where they sit (paged; X-Pena-Count, X-Pena-Pages)`,
          params,
          querystring: failedContentQuery,
          response: { 200: failedListSchema, ...replies },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const org = await organizationContext(db, user, request.params.id);
        authorizeFailedContent(org);
        const { course_id: courseId } = request.query;
        if (courseId !== undefined) {
          const share = await organizationCourseShare(db, org.organization.id, courseId, user.id);
          if (!share) throw errors.unprocessable({ course_id: msg('not_in_organization') });
          authorizeFailedContentOfCourse(org, user.id, share);
        }
        const scope = {
          organizationId: org.organization.id,
          userId: user.id,
          admin: org.access.admin,
          pointsEnabled: org.organization.enablePointSystem,
        };
        const page = await listFailedContent(db, scope, kind, request.query);
        reply.header(COUNT_HEADER, String(page.count)).header(PAGES_HEADER, String(page.pages));
        const language = requestLanguage(request);
        return page.rows.map((row) => presentFailedItem(row, language));
      },
    );
  }
};

export default failedContentRoutes;
