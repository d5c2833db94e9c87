// Small HTTP helpers for serving files: a Content-Disposition that survives any filename,
// and single byte ranges (audio seeking; Safari will not play audio without them).
import type { ByteRange } from '../../storage/types.ts';

/** `inline; filename="ascii"; filename*=UTF-8''encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The range of a `Range: bytes=…` header against an object of `size` bytes: undefined when
 * the header is not one single byte range we honour (the whole object is sent, as RFC 9110
 * allows), 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
