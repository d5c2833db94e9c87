// The app's OpenAPI document read as a list of operations, and the check that a reply
// matches the response schema its operation declares for that status. The document is
// OpenAPI 3.0 (`nullable`, boolean `exclusiveMinimum`); `toJsonSchema` turns its schemas
// into JSON Schema for ajv.
import { Ajv, type ValidateFunction } from 'ajv';
import type { App } from '../../context.ts';

export type JsonSchema = { [key: string]: unknown };

export interface Param {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `METHOD /path/{param}` as in the document. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  /** The JSON body schema, when the operation declares one. */
  body: JsonSchema | undefined;
  /** A write without a declared body: the multipart routes (and a few with no body at all). */
  bodyless: boolean;
  responses: Record<string, { json: JsonSchema | undefined }>;
}

interface DocOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocOperation>>;
}

export function openApiDocument(app: App): OpenApiDocument {
  return app.swagger() as unknown as OpenApiDocument;
}

/** OpenAPI 3.0 schema → JSON Schema (draft 7): `nullable` becomes a null alternative, boolean exclusive bounds become numeric ones. */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'nullable' || key === 'exclusiveMinimum' || key === 'exclusiveMaximum') continue;
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, toJsonSchema(v)])) : toJsonSchema(value);
  }
  const source = schema as JsonSchema;
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (source[flag] === true && typeof source[bound] === 'number') {
      out[flag] = source[bound];
      delete out[bound];
    } else if (typeof source[flag] === 'number') out[flag] = source[flag];
  }
  return source.nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in as Param['in'], required: p.required === true, schema: toJsonSchema(p.schema) as JsonSchema }));
      const json = op.requestBody?.content['application/json']?.schema;
      const upper = method.toUpperCase() as Operation['method'];
      ops.push({
        id: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: json ? (toJsonSchema(json) as JsonSchema) : undefined,
        bodyless: !op.requestBody && method !== 'get' && method !== 'delete',
        responses: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, r]) => {
            const schema = r.content?.['application/json']?.schema;
            return [status, { json: schema ? (toJsonSchema(schema) as JsonSchema) : undefined }];
          }),
        ),
      });
    }
  }
  return ops;
}

/** Operations whose document describes no reply at all (only the generator's default 200). */
export const describesNoReply = (op: Operation) => Object.keys(op.responses).join() === '200' && !op.responses['200']!.json;

/**
 * `(op, reply) → problem or null`: never a 5xx; the status is declared and a JSON reply matches
 * its schema (unless `statusOnly`, for operations whose replies the document does not describe).
 */
export function replyChecker() {
  const ajv = new Ajv({ strict: false, allErrors: false });
  const compiled = new Map<JsonSchema, ValidateFunction>();
  return (op: Operation, reply: { statusCode: number; headers: Record<string, unknown>; body: string }, statusOnly = false): string | null => {
    if (reply.statusCode >= 500) return `server error ${reply.statusCode}`;
    if (statusOnly) return null;
    const declared = op.responses[String(reply.statusCode)] ?? op.responses.default;
    if (!declared) return `status ${reply.statusCode} is not declared (declared: ${Object.keys(op.responses).join(', ')})`;
    if (reply.statusCode === 204) return reply.body === '' ? null : 'a 204 reply has a body';
    if (!declared.json) return null;
    const type = String(reply.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) return `declared JSON for ${reply.statusCode}, got content-type "${type}"`;
    let body: unknown;
    try {
      body = JSON.parse(reply.body);
    } catch {
      return `reply is not JSON`;
    }
    let validate = compiled.get(declared.json);
    if (!validate) compiled.set(declared.json, (validate = ajv.compile(declared.json)));
    if (validate(body)) return null;
    return `reply does not match the ${reply.statusCode} schema: ${ajv.errorsText(validate.errors)}`;
  };
}
