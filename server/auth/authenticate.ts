// The authenticate hook: every route that needs a user lists it in onRequest.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { errors } from '../errors.ts';
import { findSession, type SignedInUser } from './sessions.ts';
import { tokenFromRequest } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user with their organizations (the actor); set by the authenticate hook. */
    user: SignedInUser | null;
    /** The token the request carried, if any. */
    sessionToken: string | null;
  }
}

/**
 * The signed-in user of a request that passed the authenticate hook. Pass it whole (not its
 * id) to organizationsOf / organizationContext / scoped: they answer from its memberships.
 */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw errors.unauthenticated();
  return request.user;
}

export function authenticateHook(db: Db) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = tokenFromRequest(request.headers, request.cookies ?? {});
    request.sessionToken = token;
    if (!token) throw errors.unauthenticated();
    const found = await findSession(db, token);
    if (found.state === 'expired') throw errors.tokenExpired();
    if (found.state === 'missing') throw errors.unauthenticated();
    request.user = found.user;
  };
}
