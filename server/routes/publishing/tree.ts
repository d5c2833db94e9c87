// GET /content/courses/{id}/publish_tree (spec §2 "Publish and Unpublish pages", §4, §5, §6):
// what the publish and unpublish pages list — every unit, topic, page and question with its
// §5 verdict and reasons, pre-publish warnings, publish state and assignment use — for those
// who may publish or unpublish (policies/publishing.ts). The organization's point setting is
// a §5 rule of questions, as on the question routes. Another organization's course: 404.
import { publishTreeSchema } from '../../../domain/schemas/publishing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { requestLanguage } from '../../i18n.ts';
import { authorizePublish } from '../../policies/publishing.ts';
import { presentPublishTree } from '../../presenters/publishTree.ts';
import { topicDocuments } from '../../loaders/topicDocuments.ts';
import { publishTreeRows } from '../../queries/publishTree.ts';
import { courseErrorReplies, idParams } from '../courses/schema.ts';
import { loadCourse } from '../../loaders/course.ts';

export const publishTreeRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.get(
    '/content/courses/:id/publish_tree',
    {
      onRequest: authenticateHook(db),
      schema: {
        tags: ['publishing'],
        summary: "The course's units, topics, pages and questions with their validity, warnings and publish state (the publish and unpublish pages)",
        params: idParams,
        response: { 200: publishTreeSchema, ...courseErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, share, ctx: org } = await loadCourse(db, user, request.params.id);
      authorizePublish(org, user.id, course, share, 'publish');
      const rows = await publishTreeRows(db, course.id);
      const documents = await topicDocuments(db, rows.topics.map((topic) => topic.id));
      return presentPublishTree(course, { ...rows, documents }, {
        pointsEnabled: org.organization.enablePointSystem,
        language: requestLanguage(request),
        origin: new URL(ctx.config.publicUrl).origin,
      });
    },
  );
};
