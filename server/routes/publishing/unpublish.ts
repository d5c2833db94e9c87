// POST /content/courses/{id}/unpublish (spec §2, §4 "Unpublishing", §8): topics
// listed without items are unpublished whole, otherwise only the listed pages and questions.
// Refused at once (422, naming the topics, nothing started) when a topic is already
// unpublished or used in assignments sent from the linked app; the job
// (jobs/tasks/UnpublishTask.ts → commands/courseUnpublisher.ts) checks again under lock.
import { jobStatusSchema, unpublishRequest } from '../../../domain/schemas/publishing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { unpublishRefusal } from '../../commands/courseUnpublisher.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { courseErrorReplies, idParams } from '../courses/schema.ts';
import { checkedSelection, startPublishJob } from './selection.ts';

export const unpublishRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/content/courses/:id/unpublish',
    {
      onRequest: authenticateHook(ctx.db),
      schema: {
        tags: ['publishing'],
        summary: "Unpublish a course's selected topics, or pages and questions of them (a background job)",
        params: idParams,
        body: unpublishRequest,
        response: { 202: jobStatusSchema, ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topics } = request.body;
      const { course, topicRows } = await checkedSelection(ctx, user, request.params.id, 'unpublish', topics);
      const refusal = await unpublishRefusal(ctx.db, course.id, topics, topicRows);
      if (refusal) {
        const refused = new Set(refusal.topicIds);
        const fields = Object.fromEntries(topics.flatMap((t, i) => (refused.has(t.id) ? [[`topics.${i}.id`, refusal.message]] : [])));
        throw errors.unprocessable(fields, refusal.message);
      }
      const job = await startPublishJob(ctx, {
        task: 'unpublish',
        organizationId: course.organizationId,
        userId: user.id,
        courseId: course.id,
        topics,
      });
      return reply.code(202).send(job);
    },
  );
};
