// POST /content/courses/{id}/publish (spec §2 "Publish and Unpublish pages", §4, §6): the
// selected pages and questions per topic, with the versions the page loaded, published by a
// background job (jobs/tasks/PublishTask.ts → commands/coursePublisher.ts). 202 with the
// pending job; the page polls GET /jobs/{uuid} and shows the progress modal, then success, or
// the job's refusal ("content changed, refresh", "invalid content") as a 422 (§4, §8).
import { jobStatusSchema, publishRequest } from '../../../domain/schemas/publishing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { courseErrorReplies, idParams } from '../courses/schema.ts';
import { checkedSelection, startPublishJob } from './selection.ts';

export const publishRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/content/courses/:id/publish',
    {
      onRequest: authenticateHook(ctx.db),
      schema: {
        tags: ['publishing'],
        summary: "Publish a course's selected pages and questions (a background job)",
        params: idParams,
        body: publishRequest,
        response: { 202: jobStatusSchema, ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { course } = await checkedSelection(ctx, user, request.params.id, 'publish', request.body.topics);
      const job = await startPublishJob(ctx, {
        task: 'publish',
        organizationId: course.organizationId,
        userId: user.id,
        courseId: course.id,
        topics: request.body.topics,
      });
      return reply.code(202).send(job);
    },
  );
};
