// The replies of a request_id route that works inline or starts a job (the spreadsheet import
// and the question import): the first outcome of the request_id after a failure, 202 with the
// pending job once started (or that first outcome when the same request_id got there first),
// and 200 with the completed inline work (or, again, the first outcome when the inline work
// was not the one recorded). Built on routes/copying/load.ts.
import type { FastifyReply } from 'fastify';
import type { CopyMoveResult } from '../../../domain/schemas/copying.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pgErrors.ts';
import type { Language } from '../../i18n.ts';
import { completedReply, earlierOutcome, outcomeAfterFailure, type JobKind } from './load.ts';

export function requestReplies(db: Db, reply: FastifyReply, request: { userId: number; kind: JobKind; requestId: string; language: Language }) {
  const { userId, kind, requestId, language } = request;
  const failure = async (error: unknown) => {
    const first = await outcomeAfterFailure(db, userId, kind, requestId, language, error);
    return reply.code(first.status).send(first.body);
  };
  return {
    failure,
    /** 202 with the job `start` makes; the first outcome when the same request_id's job or inline work got there first. */
    async started(start: () => Promise<{ uuid: string }>) {
      try {
        const { uuid } = await start();
        return reply.code(202).send({ uuid, kind, status: 'pending', progress: 0, result: null, error: null });
      } catch (error) {
        if (isUniqueViolation(error)) return failure(error);
        throw error;
      }
    },
    /** 200 with the inline work's result; the first outcome when another request recorded it first. */
    async completed(job: { recorded: boolean | undefined }, result: CopyMoveResult | Record<string, unknown>) {
      const first = job.recorded === false ? await earlierOutcome(db, userId, kind, requestId, language) : null;
      if (first) return reply.code(first.status).send(first.body);
      return reply.code(200).send(completedReply(requestId, kind, result));
    },
  };
}
