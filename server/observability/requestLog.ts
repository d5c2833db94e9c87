// What the request log keeps of a request (server/app.ts's `req` serializer). A path can
// carry a capability (a learner-preview or download link's token) and a query string can
// carry search text, names and emails: the log keeps the path with those tokens masked, and
// of the query only the parameters listed here with their values; any other parameter is
// logged by name with its value redacted, and a name that is not one of ours not at all.
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values say nothing about a person: page and sort settings, enum
 * filters, dates, record ids and job uuids. Search text (`q`, `tag_search`, `course_tag_name`,
 * `subject_name`) is left out on purpose.
 */
export const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'page',
  'per',
  'sort',
  'sort_by',
  'publish_status',
  'published_from',
  'published_to',
  'created_from',
  'created_to',
  'level',
  'course_set_id',
  'course_subset_id',
  'user_ids',
  'course_tag_ids',
  'subject_ids',
  'include_ids',
  'organization_id',
  'course_id',
  'bundle_id',
  'job_id',
  'job_ids',
  'retried_job_id',
  'version',
  'purpose',
  'move',
  'from_pena_courses',
  'exclude',
  'type',
]);

export const REDACTED = '[redacted]';
/** A capability in the path: a learner-preview or a download link's token. */
const TOKEN_PATH = /(\/(?:preview|downloads)\/)[^/?#]+/g;
/** A parameter name shaped like ours (snake case, an optional `[]`): anything else may be data. */
const PARAMETER_NAME = /^[a-z][a-z0-9_]{0,39}(\[\])?$/;

function loggedParameter(name: string, value: string): string {
  if (!PARAMETER_NAME.test(name)) return REDACTED;
  const bare = name.endsWith('[]') ? name.slice(0, -2) : name;
  return `${name}=${LOGGED_QUERY_PARAMETERS.has(bare) ? encodeURIComponent(value) : REDACTED}`;
}

/** `url` (path and query) as the log keeps it. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(TOKEN_PATH, '$1[token]');
  if (at < 0) return path;
  const parameters = [...new URLSearchParams(url.slice(at + 1))].map(([name, value]) => loggedParameter(name, value));
  return parameters.length > 0 ? `${path}?${parameters.join('&')}` : path;
}

/** Fastify's request fields, with the url as loggableUrl keeps it. */
export function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
