// The one fetch client of the web: same-origin credentials, JSON in and out (or a multipart
// form in, for uploads), and an ApiError carrying the status, the error kind (domain/errors.ts)
// and the server's body; a NetworkError when no reply came at all.
import { errorKindForStatus } from '../../domain/errors.ts';
import type { ErrorKind } from '../../domain/errors.ts';
import { COUNT_HEADER, PAGES_HEADER } from '../../domain/constants.ts';
import { dropEarlyReads, takeEarlyRead } from './earlyReads.ts';

export type ApiErrorBody = { error: string; message: string; fields?: Record<string, string> };

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ErrorKind;
  /** The server's stable code (`unauthenticated`, `token_expired`, `not_found`…), or null. */
  readonly code: string | null;
  readonly fields: Record<string, string>;
  /** The whole reply, e.g. `current` (the stored record) on a 409 conflict. */
  readonly body: Record<string, unknown> | null;

  constructor(status: number, body: Partial<ApiErrorBody> | null) {
    super(body?.message || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.kind = errorKindForStatus(status);
    this.code = typeof body?.error === 'string' ? body.error : null;
    this.fields = body?.fields ?? {};
    this.body = (body as Record<string, unknown> | null) ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** No reply came: the browser is offline, or the server or the way to it is down. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

type ReachListener = (reached: boolean) => void;
const reachListeners = new Set<ReachListener>();

/**
 * Hears whether each request reached the server (any reply, errors included) or not (a
 * NetworkError): the connection state beside the browser's own online and offline events
 * (lib/connection.ts). Answers the unsubscribe.
 */
export function onServerReach(listener: ReachListener): () => void {
  reachListeners.add(listener);
  return () => void reachListeners.delete(listener);
}

const reached = (value: boolean) => {
  for (const listener of [...reachListeners]) listener(value);
};

/** A failed fetch as a NetworkError; a cancelled one stays what it is. */
function unreachable(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return error;
  reached(false);
  return new NetworkError(error);
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Hears every 401 (`unauthenticated`, `token_expired`) of any request, query or write, before
 * its caller does: the session the request relied on is gone. Answers the unsubscribe.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => void unauthorizedListeners.delete(listener);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean;
type Query = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;

/** `body`: sent as JSON, or as it is when a FormData (multipart, its boundary set by fetch). */
export type RequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal };

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // Arrays in bracket format (spec §9): ids[]=1&ids[]=2.
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function send(method: Method, path: string, options: RequestOptions): Promise<{ response: Response; body: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  let body: unknown;
  const url = buildUrl(path, options.query);
  if (method !== 'GET') dropEarlyReads();
  try {
    // The page may have started this read already (earlyReads.ts); one that failed is asked again.
    const early = method === 'GET' ? await takeEarlyRead(url) : null;
    response = early ?? await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
    body = await readBody(response);
  } catch (error) {
    throw unreachable(error, options.signal);
  }
  reached(true);
  if (!response.ok) {
    const error = new ApiError(response.status, (body ?? null) as Partial<ApiErrorBody> | null);
    if (error.status === 401) for (const listener of [...unauthorizedListeners]) listener(error);
    throw error;
  }
  return { response, body };
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(method, path, options)).body as T;
}

/** A page of a list: the items and the totals from the X-Pena-Count and X-Pena-Pages headers. */
export type Page<T> = { items: T[]; count: number; pages: number };

export async function requestPage<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Page<T>> {
  const { response, body } = await send('GET', path, options);
  const items = Array.isArray(body) ? (body as T[]) : [];
  const count = Number(response.headers.get(COUNT_HEADER) ?? items.length);
  const pages = Number(response.headers.get(PAGES_HEADER) ?? 1);
  return { items, count: Number.isFinite(count) ? count : items.length, pages: Number.isFinite(pages) ? pages : 1 };
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  page: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => requestPage<T>(path, options),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
  /** Multipart uploads (files with their fields). */
  postForm: <T>(path: string, form: FormData) => request<T>('POST', path, { body: form }),
  putForm: <T>(path: string, form: FormData) => request<T>('PUT', path, { body: form }),
};
