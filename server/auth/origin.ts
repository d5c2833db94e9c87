// Whether a request that acts on the session cookie comes from Pena's own pages, judged by
// `Origin` and `Sec-Fetch-Site`: the writes' check (plugins/sameOrigin.ts, whose header says
// what passes and why) and the opening of the live connection (routes/live) share it.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { tokenFromHeader } from './tokens.ts';

export const crossOriginRefused = () =>
  new AppError('permission_error', {
    message: {
      en: 'This request came from another site or address and was refused. Open Pena at its own address and try again.',
      id: 'Permintaan ini berasal dari situs atau alamat lain sehingga ditolak. Buka Pena di alamatnya sendiri lalu coba lagi.',
    },
  });

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Why a request that acts on the session cookie comes from elsewhere, whatever its method:
 * also the opening of a live connection, a GET that browsers send from any page and that
 * the same-origin policy does not guard.
 */
export function foreignOriginReason(request: FastifyRequest, publicOrigin: string): string | null {
  if (tokenFromHeader(request.headers)) return null;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return `sec-fetch-site ${site}`;
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  const own = originOf(`${request.protocol}://${request.host}`);
  if (origin !== publicOrigin && origin !== own) return `origin ${origin}`;
  return null;
}
