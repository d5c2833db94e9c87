// POST /content/copy (spec §4 "Object kinds for copy or move", §6, §8): a deep copy of a
// course into an organization, a unit into a course, a topic into a unit, or a page, question
// or passage into a topic (commands/contentCopier). Small copies are made inside the request
// and answered 200 with the completed job: its job_statuses row (kind 'copy', uuid =
// request_id) is written in the copy's own transaction, so a repeated request_id answers that
// outcome and never copies twice. A course, a unit, or anything over COPY_INLINE_LIMIT items
// runs as a background job (jobs/tasks/CopyTask.ts) whose uuid is the request_id: 202, then the
// screens poll GET /jobs/{uuid}.
import { COPY_INLINE_LIMIT, copyMoveRequest } from '../../../domain/schemas/copying.ts';
import { jobStatusSchema } from '../../../domain/schemas/publishing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { copyContent, countCopyItems, type CopyInput } from '../../commands/contentCopier/index.ts';
import { checkTopicRoom } from '../../commands/topicCapacity.ts';
import type { RouteModule } from '../../context.ts';
import { isUniqueViolation } from '../../db/pgErrors.ts';
import { requestLanguage } from '../../i18n.ts';
import { JobRefusal, startJob } from '../../jobs/tracked.ts';
import { courseErrorReplies } from '../courses/schema.ts';
import { completedReply, earlierOutcome, inlineJob, loadAuthorized, outcomeAfterFailure, refusalError } from './load.ts';

export const copyRoutes: RouteModule = (app, ctx) => {
  const { db, storage } = ctx;
  app.post(
    '/content/copy',
    {
      onRequest: authenticateHook(db),
      schema: {
        tags: ['copying'],
        summary: 'Copy a course, unit, topic, page, question or passage (kind) to the end of target_id: 200 with the completed job, or 202 while a large copy runs',
        body: copyMoveRequest,
        response: { 200: jobStatusSchema, 202: jobStatusSchema, ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const language = requestLanguage(request);
      const { kind, id, target_id: targetId, include_linked_questions: includeLinkedQuestions, request_id: requestId } = request.body;
      const earlier = await earlierOutcome(db, user.id, 'copy', requestId, language);
      if (earlier) return reply.code(earlier.status).send(earlier.body);

      const { target } = await loadAuthorized(db, user, 'copy', kind, id, targetId);
      const input: CopyInput = { kind, id, targetId, includeLinkedQuestions, actorId: user.id, language };
      const answerFailure = async (error: unknown) => {
        const first = await outcomeAfterFailure(db, user.id, 'copy', requestId, language, error);
        return reply.code(first.status).send(first.body);
      };

      // The source or target can go between loading and counting: the copier's refusal, a 422, as below.
      const count = kind === 'course' || kind === 'bundle' ? null : await countCopyItems(db, input).catch((error: unknown) => {
        throw error instanceof JobRefusal ? refusalError(error) : error;
      });
      // Into a topic: refused at once when it has no room for the questions (the copier checks again under its lock).
      if (kind === 'question' || kind === 'passage') await checkTopicRoom(db, targetId, count!.questions, 'target_id');
      if (count === null || count.items > COPY_INLINE_LIMIT) {
        try {
          const { uuid } = await startJob(ctx, {
            task: 'copy',
            kind: 'copy',
            uuid: requestId,
            organizationId: target.organizationId,
            userId: user.id,
            data: { kind, id, target_id: targetId, include_linked_questions: includeLinkedQuestions, actor_id: user.id, language },
          });
          return reply.code(202).send({ uuid, kind: 'copy', status: 'pending', progress: 0, result: null, error: null });
        } catch (error) {
          // The same request_id's job was started first: answer that outcome.
          if (isUniqueViolation(error)) return answerFailure(error);
          throw error;
        }
      }

      const job = inlineJob({ uuid: requestId, kind: 'copy', organizationId: target.organizationId, userId: user.id });
      try {
        const result = await copyContent({ db, storage }, input, job);
        const first = job.recorded === false ? await earlierOutcome(db, user.id, 'copy', requestId, language) : null;
        if (first) return reply.code(first.status).send(first.body);
        return reply.code(200).send(completedReply(requestId, 'copy', result));
      } catch (error) {
        return answerFailure(error);
      }
    },
  );
};
