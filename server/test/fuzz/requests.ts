// fast-check arbitraries of requests for one operation of the OpenAPI document: values
// that follow the operation's schemas, and (in fuzz mode) hostile ones at any depth: wrong
// types, bounds, NUL and odd unicode, huge numbers (2^31, 2^53+1, dates past year 275760),
// deep JSON, missing required and extra fields, long strings, bracket arrays in the query,
// broken JSON and multipart bodies (some cut short). Integers named like ids are drawn from
// the real records of the school some of the time, so requests reach the handlers.
import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi.ts';

export interface IdPool {
  /** Real ids by kind (`course`, `topic`, …), as `idKind` names them. */
  byKind: Record<string, number[]>;
  /** Field sets of a real presigned upload form, for the multipart routes. */
  formFields: Record<string, string>[];
}

/** The kind of record a path parameter names: `{presenterId}` → presenter, `/courses/{id}` → course. */
export function idKind(path: string, param: string): string {
  if (param !== 'id') return param.replace(/_?[iI]d$/, '');
  const segments = path.split('/');
  const before = segments[segments.indexOf(`{${param}}`) - 1] ?? '';
  return before.replace(/s$/, '');
}

export const isIdParam = (p: { schema: JsonSchema }) => p.schema.type === 'integer';

const deepArray = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
const deepObject = (depth: number): unknown => JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

const HOSTILE_NUMBERS = [2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, -1, 0, -(2 ** 31) - 1, 1.5, -0.5, 1e308, -1e308, 8640000000000001, -8640000000000001];
const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\uFFFF',
  '𝕏😀👩‍👩‍👧',
  '\u202Eevil',
  'ı̇ß',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\r\n',
  'x'.repeat(300),
  'é'.repeat(70_000),
  '2147483648',
  '9007199254740993',
  '8640000000000001',
  '-1',
  '1e400',
  'NaN',
  'null',
  'true',
  '2024-02-30',
];

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }),
  fc.constantFrom<unknown>(deepArray(1000), deepObject(500)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const EXTRA_KEYS = ['__proto__', 'constructor', 'extra', 'id', 'organization_id', 'lock_version', ''];

/** Values for `schema`; with `fuzz`, any node may be hostile, required keys may go and extra keys come. */
export function valueOf(schema: JsonSchema, fuzz: boolean, pool: IdPool, name = ''): fc.Arbitrary<unknown> {
  const valid = validNode(schema, fuzz, pool, name);
  return fuzz ? fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostile, weight: 1 }) : valid;
}

function bounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : 0;
  const lo = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + step : typeof schema.minimum === 'number' ? schema.minimum : -1e6;
  const hi = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - step : typeof schema.maximum === 'number' ? schema.maximum : 1e6;
  return { min: Math.max(lo, Number.MIN_SAFE_INTEGER), max: Math.min(hi, Number.MAX_SAFE_INTEGER) };
}

const looksLikeId = (name: string) => /(^|_)ids?$|Id$/.test(name) || name === 'presenter';

function validNode(schema: JsonSchema, fuzz: boolean, pool: IdPool, name: string): fc.Arbitrary<unknown> {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueOf(s, fuzz, pool, name)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const { min, max } = bounds(schema, schema.type === 'integer');
      const any = schema.type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
      const edges = fc.constantFrom(min, max, Math.min(Math.max(1, min), max));
      const all = Object.values(pool.byKind).flat();
      if (looksLikeId(name) && all.length) {
        const kind = pool.byKind[name.replace(/(_ids?|Id)$/, '')];
        return fc.oneof({ arbitrary: fc.constantFrom(...(kind?.length ? kind : all)), weight: 4 }, edges, any);
      }
      return fc.oneof(edges, any);
    }
    case 'string': {
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
      const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const maxLength = Math.max(minLength, Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 40));
      const ascii = fc.string({ minLength, maxLength });
      const text = fuzz ? fc.oneof(ascii, fc.string({ minLength, maxLength, unit: 'grapheme' })) : ascii;
      if (schema.format === 'email' || /email/.test(name)) return fc.oneof(fc.emailAddress(), text);
      if (/url/.test(name)) return fc.oneof(fc.webUrl(), fc.constant('https://www.youtube.com/watch?v=dQw4w9WgXcQ'), text);
      return text;
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4));
      return fc.array(valueOf(items, fuzz, pool, name), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, fuzz, pool);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, fuzz: boolean, pool: IdPool): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = ((schema.required ?? []) as string[]).filter((k) => k in properties);
  const spec = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueOf(s, fuzz, pool, k)]));
  const extra = typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as JsonSchema) : undefined;
  const base = fc.record(spec, { requiredKeys: required });
  const withExtra = extra
    ? fc.tuple(base, fc.dictionary(fc.string({ maxLength: 10 }), valueOf(extra, fuzz, pool), { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a }))
    : base;
  if (!fuzz) return withExtra;
  const missing = fc.record(spec, { requiredKeys: [] });
  const extraKeys = fc.tuple(withExtra, fc.constantFrom(...EXTRA_KEYS), hostile).map(([value, key, v]) => {
    const out = { ...(value as object) };
    Object.defineProperty(out, key, { value: v, enumerable: true, configurable: true, writable: true });
    return out;
  });
  return fc.oneof({ arbitrary: withExtra, weight: 4 }, missing, extraKeys);
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: [string, string][]; file: { field: string; bytes: number[]; name: string; type: string } | null; cutAt: number | null };

export interface RequestSpec {
  method: Operation['method'];
  url: string;
  auth: 'member' | 'none' | 'bogus';
  language: string;
  body: Body;
}

const RAW_BODIES = ['', '{', 'null', '[]', '"x"', '{"a":1,}', '{"a":' + '['.repeat(5000), '['.repeat(5000) + ']'.repeat(5000), '\u0000'];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

function multipartBody(pool: IdPool): fc.Arbitrary<Body> {
  const names = ['file', 'name', 'description', 'image', 'key', 'policy', 'Content-Type', 'lock_version', ...new Set(pool.formFields.flatMap(Object.keys))];
  const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1000)));
  const freeFields = fc.array(fc.tuple(fc.constantFrom(...names), text), { maxLength: 4 });
  const formFields = pool.formFields.length
    ? fc.tuple(fc.constantFrom(...pool.formFields), fc.option(fc.tuple(fc.constantFrom(...names), text))).map(([set, change]) => {
        const fields = Object.entries(set);
        return change ? [...fields.filter(([k]) => k !== change[0]), change] : fields;
      })
    : freeFields;
  const file = fc.record({
    field: fc.constantFrom('file', 'image', 'upload'),
    bytes: fc.oneof(fc.array(fc.nat(255), { maxLength: 64 }), fc.array(fc.nat(255), { maxLength: 64 }).map((b) => [...PNG, ...b])),
    name: fc.oneof(fc.constantFrom('a.png', 'a.pdf', '', '../x', 'a\u0000.png', 'x'.repeat(300)), fc.string({ maxLength: 20 })),
    type: fc.constantFrom('image/png', 'application/pdf', 'application/octet-stream', 'text/html', ''),
  });
  return fc
    .tuple(fc.oneof(freeFields, formFields), fc.option(file, { nil: null }), fc.option(fc.nat({ max: 400 }), { nil: null }))
    .map(([fields, file, cutAt]): Body => ({ kind: 'multipart', fields, file, cutAt }));
}

function bodyOf(op: Operation, fuzz: boolean, pool: IdPool): fc.Arbitrary<Body> {
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
    text: fc.constantFrom(...RAW_BODIES),
  });
  if (op.body) {
    const json = valueOf(op.body, fuzz, pool).map((value): Body => ({ kind: 'json', value }));
    return fuzz ? fc.oneof({ arbitrary: json, weight: 8 }, raw, fc.constant<Body>({ kind: 'none' })) : json;
  }
  if (op.bodyless) {
    const none = fc.constant<Body>({ kind: 'none' });
    return fuzz ? fc.oneof(none, { arbitrary: multipartBody(pool), weight: 3 }, raw) : none;
  }
  return fc.constant<Body>({ kind: 'none' });
}

/** encodeURIComponent, but a lone surrogate (which it refuses) goes as the bytes a client would send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value)].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}

function queryString(op: Operation, fuzz: boolean, pool: IdPool): fc.Arbitrary<string> {
  const parts = op.queryParams.map((p) => {
    const value = valueOf(p.schema, fuzz, pool, p.name).map((v) => {
      if (Array.isArray(v)) return v.map((item) => `${encode(p.name)}[]=${encode(typeof item === 'object' ? JSON.stringify(item) : String(item))}`).join('&');
      return `${encode(p.name)}=${encode(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))}`;
    });
    return p.required && !fuzz ? value : fc.option(value, { nil: '', freq: 3 });
  });
  const tail = fuzz ? fc.constantFrom('', '', '', '%zz=1', 'a[b]=c', '=', '&&', 'x=%00', `${op.queryParams[0]?.name ?? 'q'}[]=1&${op.queryParams[0]?.name ?? 'q'}=2`) : fc.constant('');
  return fc.tuple(fc.tuple(...parts), tail).map(([values, extra]) => [...values, extra].filter(Boolean).join('&'));
}

function pathOf(
  op: Operation,
  fuzz: boolean,
  pool: IdPool,
  kindIds: (p: { name: string }) => fc.Arbitrary<number> | null,
  realOnly: boolean,
): fc.Arbitrary<string> {
  const params = op.pathParams.map((p) => {
    const real = kindIds(p);
    const generated = valueOf(p.schema, fuzz, pool, p.name).map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)));
    const odd = fc.constantFrom('2147483648', '9007199254740993', '-1', '0', '1.5', '1e3', 'abc', '%00', '..%2F..', '%', ' 1', '0x10', '١٢');
    const value =
      realOnly && real
        ? real.map(String)
        : fc.oneof(...(real ? [{ arbitrary: real.map(String), weight: 4 }] : []), { arbitrary: generated, weight: 2 }, ...(fuzz ? [odd] : []));
    return value.map((v) => [p.name, v] as const);
  });
  return fc.tuple(...params).map((values) =>
    values.reduce((url, [name, v]) => url.replace(`{${name}}`, name === '*' ? v : /%/.test(v) ? v : encode(v)), op.path),
  );
}

/**
 * Requests for `op`. With `fuzz` false the values follow the schemas (as far as a JSON schema
 * tells); with `realIds` every integer path parameter is a real id of its kind.
 */
export function requestsFor(op: Operation, pool: IdPool, fuzz: boolean, realIds = false): fc.Arbitrary<RequestSpec> {
  const kindIds = (p: { name: string }) => {
    const ids = pool.byKind[idKind(op.path, p.name)];
    return ids?.length ? fc.constantFrom(...ids) : null;
  };
  return fc.record({
    method: fc.constant(op.method),
    url: fc.tuple(pathOf(op, fuzz, pool, kindIds, realIds), queryString(op, fuzz, pool)).map(([path, query]) => (query ? `${path}?${query}` : path)),
    auth: fuzz ? fc.constantFrom<RequestSpec['auth']>('member', 'member', 'member', 'member', 'member', 'member', 'none', 'bogus') : fc.constant('member' as const),
    language: fc.constantFrom('en', 'id', 'fil;q=0.5, *'),
    body: bodyOf(op, fuzz, pool),
  });
}

/** The request as `app.inject` takes it. */
export async function injectOptions(spec: RequestSpec, token: string) {
  const headers: Record<string, string> = { 'accept-language': spec.language };
  if (spec.auth === 'member') headers.authorization = `Token ${token}`;
  if (spec.auth === 'bogus') headers.authorization = 'Token not-a-token';
  let payload: string | Buffer | undefined;
  const body = spec.body;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.contentType;
    payload = body.text;
  } else if (body.kind === 'multipart') {
    const form = new FormData();
    for (const [k, v] of body.fields) form.append(k, v);
    if (body.file) form.append(body.file.field, new Blob([new Uint8Array(body.file.bytes)], { type: body.file.type }), body.file.name);
    const response = new Response(form);
    const bytes = Buffer.from(await response.arrayBuffer());
    headers['content-type'] = response.headers.get('content-type')!;
    payload = body.cutAt === null ? bytes : bytes.subarray(0, Math.min(body.cutAt, bytes.length));
  }
  return { method: spec.method, url: spec.url, headers, ...(payload === undefined ? {} : { payload }) };
}

/** A short, printable account of a request for failure messages (long strings cut). */
export function describeRequest(spec: RequestSpec): string {
  const cut = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s);
  const body = spec.body.kind === 'json' ? cut(JSON.stringify(spec.body.value) ?? 'undefined') : cut(JSON.stringify(spec.body));
  return `${spec.method} ${cut(spec.url)} (auth: ${spec.auth}, accept-language: ${spec.language})\nbody (${spec.body.kind}): ${body}`;
}
