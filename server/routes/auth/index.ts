// POST /map/auth (login) and DELETE /map/auth (logout), spec §7 "Auth and user".
import type { FastifyReply } from 'fastify';
import { SESSION_HINT_COOKIE, TOKEN_COOKIE } from '../../../domain/constants.ts';
import { DEVICE_COOKIE, setDeviceCookie } from '../../auth/devices.ts';
import { logIn } from '../../auth/login.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { tokenFromRequest } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { presentOrganization } from '../../presenters/organization.ts';
import { presentUser } from '../../presenters/user.ts';
import { loginSchema, logoutSchema } from './schema.ts';

function cookieOptions(config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.publicUrl.startsWith('https:') };
}

/** The token (httpOnly) and the session hint the web reads before asking who is signed in. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(TOKEN_COOKIE, token, { ...cookieOptions(config), expires: expiresAt });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions(config), httpOnly: false, expires: expiresAt });
}

const authRoutes: RouteModule = (app, ctx) => {
  app.post('/map/auth', { schema: loginSchema }, async (request, reply) => {
    const { email, password, organization_id } = request.body;
    const result = await logIn(ctx, {
      email,
      password,
      organizationId: organization_id,
      address: request.ip,
      deviceToken: request.cookies[DEVICE_COOKIE],
    });
    setSessionCookie(reply, ctx.config, result.token, result.expiresAt);
    setDeviceCookie(reply, ctx.config, result.deviceToken);
    return {
      user: { ...presentUser(result.user, result.contexts, result.selected, ctx.config.internalEmailDomain), token: result.token },
      organization: presentOrganization(result.selected, result.contexts.length),
    };
  });

  app.delete('/map/auth', { schema: logoutSchema }, async (request, reply) => {
    const token = request.body?.token ?? tokenFromRequest(request.headers, request.cookies);
    if (!token) throw errors.unauthenticated();
    await revokeSession(ctx.db, token);
    reply.clearCookie(TOKEN_COOKIE, cookieOptions(ctx.config));
    reply.clearCookie(SESSION_HINT_COOKIE, { ...cookieOptions(ctx.config), httpOnly: false });
    return reply.code(204).send(null);
  });
};

export default authRoutes;
