// The learner preview (spec §2 "Preview"): POST /content/topics/{id}/preview makes a
// short-lived signed link to the topic's learner view (server/preview/tokens.ts); GET
// /preview/{token}?version=draft|published answers what that view shows. The GET needs no
// session (the link works in a private window): the token is the capability, scoped to one
// topic of one organization. A token that does not verify, or whose topic is gone or moved
// out of its organization, is 404; an expired one is 404 too, with `expired: true` and the
// message "This preview link has expired" so the page can say so (404, not 410: the app's
// error kinds (§4) have no "gone", and an expired link opens nothing either way).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorReply } from '../../../domain/schemas/account.ts';
import { previewLinkSchema, previewNotFoundReply, previewParams, previewQuery, previewTopicSchema } from '../../../domain/schemas/preview.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { AppError, errors } from '../../errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { authorizeTopic } from '../../policies/topics.ts';
import { presentPreviewLink, presentPreviewTopic } from '../../presenters/preview.ts';
import { hasPublishedVersion, pointsEnabled, previewDocuments } from '../../loaders/previewDocuments.ts';
import { checkPreviewToken, issuePreviewToken } from '../../preview/tokens.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { findTopic } from '../../loaders/topicRecords.ts';
import { topicParams } from '../topics/schema.ts';

const expired = {
  en: 'This preview link has expired. Open the preview again from the topic.',
  id: 'Tautan pratinjau ini sudah kedaluwarsa. Buka pratinjau lagi dari subbab.',
};

/** The link is a capability in the address: never cached, never sent on as a Referer. */
async function privateReply(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
}

const previewRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.post(
    '/content/topics/:id/preview',
    {
      onRequest: authenticate,
      onSend: privateReply,
      schema: {
        tags: ['preview'],
        summary: "A short-lived link to the topic's learner view (§2 Preview); whoever may view the topic may preview it",
        params: topicParams,
        response: { 201: previewLinkSchema, 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeTopic(org, user.id, 'view', topic, share);
      const { token, claims } = await issuePreviewToken(db, topic);
      return reply.code(201).send(presentPreviewLink(token, claims, requestLanguage(request)));
    },
  );

  app.get(
    '/preview/:token',
    {
      onSend: privateReply,
      schema: {
        tags: ['preview'],
        summary: 'The learner view of the topic a preview link names, from its drafts or its published snapshot; no session needed',
        params: previewParams,
        querystring: previewQuery,
        response: { 200: previewTopicSchema, 404: previewNotFoundReply, 422: errorReply },
      },
    },
    async (request) => {
      const check = await checkPreviewToken(db, request.params.token);
      if (!check.ok) throw check.reason === 'expired' ? new AppError('not_found', { message: expired, extra: { expired: true } }) : errors.notFound();
      const { claims } = check;
      const topic = await findTopic(db, claims.topicId);
      if (!topic || topic.organizationId !== claims.organizationId) throw errors.notFound();
      const version = request.query.version;
      const [points, publishedAvailable] = await Promise.all([pointsEnabled(db, topic.organizationId), hasPublishedVersion(db, topic)]);
      const documents = await previewDocuments(db, topic.id, version, publishedAvailable);
      return presentPreviewTopic(topic, { pointsEnabled: points, version, publishedAvailable, expiresAt: claims.expiresAt }, documents);
    },
  );
};

export default previewRoutes;
