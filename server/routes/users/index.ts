// GET /users/show_current and PUT /users/update_use_autosave, spec §7 "Auth and user".
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorReply, organizationQuery, sessionReply, updateAutosaveRequest, userSchema } from '../../../domain/schemas/account.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { selectOrganization } from '../../auth/selection.ts';
import type { RouteModule } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { presentOrganization } from '../../presenters/organization.ts';
import { presentUser } from '../../presenters/user.ts';

const userRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);

  app.get(
    '/users/show_current',
    {
      onRequest: authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user and the selected organization',
        querystring: organizationQuery,
        response: { 200: sessionReply, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { contexts, selected } = await selectOrganization(ctx.db, user, request.query.organization_id);
      return {
        user: presentUser(user, contexts, selected, ctx.config.internalEmailDomain),
        organization: presentOrganization(selected, contexts.length),
      };
    },
  );

  app.put(
    '/users/update_use_autosave',
    {
      onRequest: authenticate,
      schema: {
        tags: ['users'],
        summary: "Turn the signed-in user's autosave on or off",
        querystring: organizationQuery,
        body: updateAutosaveRequest,
        response: { 200: z.object({ user: userSchema }), 401: errorReply, 404: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { contexts, selected } = await selectOrganization(ctx.db, user, request.query.organization_id);
      const [updated] = await ctx.db
        .update(users)
        .set({ useAutosave: request.body.use_autosave, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return { user: presentUser(updated ?? user, contexts, selected, ctx.config.internalEmailDomain) };
    },
  );
};

export default userRoutes;
