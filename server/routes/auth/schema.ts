import { z } from 'zod';
import { errorReply, loginRequest, sessionReply } from '../../../domain/schemas/account.ts';

export const loginSchema = {
  tags: ['auth'],
  summary: 'Log in with email (username) and password',
  body: loginRequest,
  response: { 200: sessionReply, 403: errorReply, 422: errorReply, 429: errorReply },
};

export const logoutSchema = {
  tags: ['auth'],
  summary: 'Log out: revoke the session token',
  body: z.object({ token: z.string().optional() }).nullish(),
  response: { 204: z.null(), 401: errorReply },
};
