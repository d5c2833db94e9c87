// The two fuzz properties over one operation, shared by the test (fuzz.test.ts) and the
// benchmark-style long run (bench/fuzz.ts):
// - `fuzzOperation`: generated valid and hostile requests as an admin of a school with real
//   content; no reply is a 5xx, and each matches the schema declared for its status.
// - `crossOrganization`: the operation's integer path parameters are real ids of that school,
//   asked by an admin of another organization; every answer is the plain not_found error.
// Failures name fast-check's seed and path (replay with FUZZ_SEED and FUZZ_PATH) and the request.
import fc from 'fast-check';
import type { TestApp } from '../app.ts';
import { tokenFor } from '../factories.ts';
import { replyChecker, type Operation } from './openapi.ts';
import { describeRequest, idKind, injectOptions, isIdParam, requestsFor, type IdPool, type RequestSpec } from './requests.ts';

export interface FuzzOptions {
  runs: number;
  seed?: number;
  path?: string;
}

export function fuzzOptionsFromEnv(defaultRuns: number): FuzzOptions {
  const env = process.env;
  return {
    runs: Number(env.FUZZ_RUNS ?? defaultRuns),
    ...(env.FUZZ_SEED ? { seed: Number(env.FUZZ_SEED) } : {}),
    ...(env.FUZZ_PATH ? { path: env.FUZZ_PATH } : {}),
  };
}

export interface FuzzResult {
  /** A report of the first failing (shrunk) request, or null. */
  failure: string | null;
  requests: number;
  /** How many replies had each status. */
  statuses: Map<number, number>;
}

const cut = (s: string, n = 600) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

/** DELETE operations last, so the others meet the school's records before deletes remove some. */
export function inFuzzOrder(ops: Operation[]): Operation[] {
  return [...ops.filter((op) => op.method !== 'DELETE'), ...ops.filter((op) => op.method === 'DELETE')];
}

/** Id routes: operations with an integer path parameter. */
export const idOperations = (ops: Operation[]) => ops.filter((op) => op.pathParams.some(isIdParam));

async function runProperty(
  op: Operation,
  arbitrary: fc.Arbitrary<RequestSpec>,
  options: FuzzOptions,
  predicate: (spec: RequestSpec) => Promise<void>,
  extra: Partial<fc.Parameters<[RequestSpec]>> = {},
): Promise<Omit<FuzzResult, 'statuses'>> {
  let requests = 0;
  let lastProblem = '';
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (spec) => {
      requests++;
      try {
        await predicate(spec);
      } catch (error) {
        if (fc.PreconditionFailure.isFailure(error)) throw error;
        lastProblem = `${(error as Error).message}\nrequest: ${describeRequest(spec)}`;
        throw error;
      }
    }),
    { numRuns: options.runs, ...(options.seed === undefined ? {} : { seed: options.seed }), ...(options.path ? { path: options.path } : {}), ...extra },
  );
  if (!details.failed) return { failure: null, requests };
  const replay = `FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath ?? ''}`;
  const reason = details.errorInstance ? lastProblem || String(details.errorInstance) : `fast-check gave up: ${details.numSkips} runs skipped (${details.numRuns} ran)`;
  return { failure: `${op.id}\nseed ${details.seed}, path "${details.counterexamplePath ?? ''}" (replay: ${replay})\n${reason}`, requests };
}

export async function fuzzOperation(
  t: TestApp,
  op: Operation,
  pool: IdPool,
  actorId: number,
  options: FuzzOptions,
  statusOnly = false,
): Promise<FuzzResult> {
  const statuses = new Map<number, number>();
  const check = replyChecker();
  const result = await runProperty(op, requestsFor(op, pool, true), options, async (spec) => {
    // A fresh session each time: the logout route ends the one it is called with.
    const reply = await t.app.inject(await injectOptions(spec, await tokenFor(t.db, actorId)));
    statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
    const problem = check(op, reply, statusOnly);
    if (problem) throw new Error(`${problem}\nreply: ${reply.statusCode} ${cut(reply.body)}`);
  });
  return { ...result, statuses };
}

/** The not_found reply and nothing else: no field of the record leaks. */
function isPlainNotFound(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return parsed.error === 'not_found' && typeof parsed.message === 'string' && Object.keys(parsed).sort().join() === 'error,message';
  } catch {
    return false;
  }
}

export async function crossOrganization(t: TestApp, op: Operation, pool: IdPool, outsiderId: number, options: FuzzOptions): Promise<FuzzResult> {
  const statuses = new Map<number, number>();
  const missing = op.pathParams.filter(isIdParam).map((p) => idKind(op.path, p.name)).filter((kind) => !pool.byKind[kind]?.length);
  if (missing.length) {
    return { failure: `${op.id}: the fuzz school has no records of kind ${missing.join(', ')}: add some in server/test/fuzz/school.ts`, requests: 0, statuses };
  }
  const result = await runProperty(
    op,
    requestsFor(op, pool, false, true),
    options,
    async (spec) => {
      const reply = await t.app.inject(await injectOptions(spec, await tokenFor(t.db, outsiderId)));
      statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
      // A body the schema refused never reached the lookup: draw another.
      fc.pre(reply.statusCode !== 422);
      if (reply.statusCode !== 404 || !isPlainNotFound(reply.body)) {
        throw new Error(`another organization's record answered ${reply.statusCode}, not the plain not_found: ${cut(reply.body)}`);
      }
    },
    // Most generated bodies of a large schema are refused (422) before the lookup: allow many draws.
    { maxSkipsPerRun: 100 },
  );
  return { ...result, statuses };
}
