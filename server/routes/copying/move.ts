// POST /content/move (spec §4 "Object kinds for copy or move", §6, §8): a unit to another
// course, a topic to another unit, a page, question or passage to another topic, in any
// organization where the actor may create content. Done inside the request (commands/
// contentMover.ts), answered 200 with the completed job; the job_statuses row (kind 'move',
// uuid = request_id) is written in the move's transaction, so a repeated request_id answers
// that outcome and never moves twice. A course is never moved (422 kind); a move into the
// record's own parent is a 422 on target_id. A limited editor's move that would carry others'
// content (a unit's or topic's, linked questions) is a 403 (policies/copying.ts).
import { msg } from '../../../domain/messages/index.ts';
import { copyMoveRequest } from '../../../domain/schemas/copying.ts';
import { jobStatusSchema } from '../../../domain/schemas/publishing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { alreadyThere, moveContent } from '../../commands/contentMover.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { movedCreatorsGuard } from '../../policies/copying.ts';
import { parentIdOf } from '../../queries/contentPlace.ts';
import { courseErrorReplies } from '../courses/schema.ts';
import { completedReply, earlierOutcome, inlineJob, loadAuthorized, outcomeAfterFailure } from './load.ts';

export const moveRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.post(
    '/content/move',
    {
      onRequest: authenticateHook(db),
      schema: {
        tags: ['copying'],
        summary: 'Move a unit, topic, page, question or passage (kind) to the end of target_id; answers the completed job',
        body: copyMoveRequest,
        response: { 200: jobStatusSchema, 202: jobStatusSchema, ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const language = requestLanguage(request);
      const { kind, id, target_id: targetId, include_linked_questions: includeLinkedQuestions, request_id: requestId } = request.body;
      const earlier = await earlierOutcome(db, user.id, 'move', requestId, language);
      if (earlier) return reply.code(earlier.status).send(earlier.body);
      if (kind === 'course') throw errors.unprocessable({ kind: msg('invalid') });

      try {
        // Inside the try: a twin request that committed meanwhile has moved the item already, and
        // this one answers the twin's outcome instead of "already there".
        const { source, target } = await loadAuthorized(db, user, 'move', kind, id, targetId);
        if (parentIdOf(source.place) === targetId) throw errors.unprocessable({ target_id: alreadyThere }, alreadyThere);
        const job = inlineJob({ uuid: requestId, kind: 'move', organizationId: target.organizationId, userId: user.id });
        // A limited editor moves only what they own in full (judged under the mover's locks).
        const checkCarried = movedCreatorsGuard(source.ctx, user.id, kind);
        const result = await moveContent(ctx, { kind, id, targetId, includeLinkedQuestions, actorId: user.id, language, checkCarried }, job);
        return reply.code(200).send(completedReply(requestId, 'move', result));
      } catch (error) {
        const first = await outcomeAfterFailure(db, user.id, 'move', requestId, language, error);
        return reply.code(first.status).send(first.body);
      }
    },
  );
};
