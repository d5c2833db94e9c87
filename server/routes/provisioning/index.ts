// The linked app's way in (docs/product/design.md#accounts-come-from-the-companion-app): when
// it sends an assignment that uses a topic, and when that assignment goes, it tells Pena, so
// that the topic cannot be unpublished meanwhile (spec §4, §8). Server to server, not for
// browsers:
//   POST   /provisioning/assignments  { topic_id, assignment_ref }  → 201 (200 if already recorded)
//   DELETE /provisioning/assignments  { topic_id, assignment_ref }  → 204 (also when absent, or its topic is gone)
// Authenticated by `Authorization: Bearer <PROVISIONING_SECRET>`, compared in constant time.
// Without PROVISIONING_SECRET the whole surface answers 404 (it does not exist); a missing or
// wrong secret answers 401; a POST for an unknown topic 404. No session, no organization scope: the
// secret is the install's, like the `pena assignment:add|remove` commands an operator runs.
// The same-origin check (plugins/sameOrigin.ts) needs no exemption: there is no cookie to
// forge, and a server-side client sends no Origin or Sec-Fetch-Site.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorReply } from '../../../domain/schemas/account.ts';
import { assignmentUsageRequest } from '../../../domain/schemas/publishing.ts';
import { addAssignmentUsage, removeAssignmentUsage } from '../../commands/assignmentUsages.ts';
import type { RouteModule } from '../../context.ts';
import { AppError, errors } from '../../errors.ts';

const assignmentUsageReply = z.object({ topic_id: z.number(), assignment_ref: z.string() });
const errorReplies = { 401: errorReply, 404: errorReply, 422: errorReply };

const wrongSecret = () =>
  new AppError('unauthenticated', {
    message: {
      en: 'The provisioning secret is missing or wrong. Send it as "Authorization: Bearer <secret>".',
      id: 'Rahasia provisioning tidak ada atau salah. Kirimkan sebagai "Authorization: Bearer <rahasia>".',
    },
  });

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function secretMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

const provisioningRoutes: RouteModule = (app, ctx) => {
  const secret = ctx.config.provisioningSecret;

  async function authorizeProvisioning(request: FastifyRequest) {
    if (!secret) throw errors.notFound();
    const header = request.headers.authorization;
    const given = typeof header === 'string' ? /^Bearer\s+(.+)$/.exec(header.trim())?.[1] : undefined;
    if (!given || !secretMatches(given, secret)) throw wrongSecret();
  }

  app.post(
    '/provisioning/assignments',
    {
      onRequest: authorizeProvisioning,
      schema: {
        tags: ['provisioning'],
        summary: 'The linked app records that an assignment uses a topic (idempotent)',
        body: assignmentUsageRequest,
        response: { 200: assignmentUsageReply, 201: assignmentUsageReply, ...errorReplies },
      },
    },
    async (request, reply) => {
      const { topic_id, assignment_ref } = request.body;
      const outcome = await addAssignmentUsage(ctx.db, { topicId: topic_id, assignmentRef: assignment_ref });
      if (outcome === 'no_topic') throw errors.notFound();
      return reply.code(outcome === 'added' ? 201 : 200).send({ topic_id, assignment_ref });
    },
  );

  app.delete(
    '/provisioning/assignments',
    {
      onRequest: authorizeProvisioning,
      schema: {
        tags: ['provisioning'],
        summary: 'The linked app records that an assignment no longer uses a topic (idempotent)',
        body: assignmentUsageRequest,
        response: { 204: z.null(), ...errorReplies },
      },
    },
    async (request, reply) => {
      const { topic_id, assignment_ref } = request.body;
      // Absent, or its topic deleted (which took its uses along): what the caller wants holds.
      await removeAssignmentUsage(ctx.db, { topicId: topic_id, assignmentRef: assignment_ref });
      return reply.code(204).send(null);
    },
  );
};

export default provisioningRoutes;
