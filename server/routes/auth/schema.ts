import { z } from 'zod';
import { errorReply, loginRequest, sessionReply } from '../../../domain/schemas/account.ts';

export const loginSchema = {
  tags: ['auth'],
  summary: 'Log in with email (username) and password',
  description:
    'Sets the httpOnly `pena_token` cookie (the session token) and, with the same lifetime, the script-readable `pena_session=1` hint: ' +
    'the web asks GET /users/show_current only while the hint is there, so a signed-out browser makes no request that can only answer 401. ' +
    'API clients send `Authorization: Token <token>` and may ignore both.',
  body: loginRequest,
  response: { 200: sessionReply, 403: errorReply, 422: errorReply, 429: errorReply },
};

export const logoutSchema = {
  tags: ['auth'],
  summary: 'Log out: revoke the session token',
  description: 'Clears the `pena_token` cookie and the `pena_session` hint.',
  body: z.object({ token: z.string().optional() }).nullish(),
  response: { 204: z.null(), 401: errorReply },
};
