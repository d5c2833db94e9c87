// The language of a request: the language cookie, else Accept-Language, else English.
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '../domain/constants.ts';

export type Language = 'en' | 'id';

export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (cookie === 'id' || cookie === 'en') return cookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.trim().split(';')[0]?.toLowerCase() ?? '';
      if (tag === 'id' || tag.startsWith('id-') || tag === 'in') return 'id';
      if (tag === 'en' || tag.startsWith('en-')) return 'en';
    }
  }
  return 'en';
}
