// A fuzz net over every operation of the OpenAPI document (§7 API;
// docs/product/design.md#api-conventions): new routes are covered by being in the document. For
// each operation, generated valid and hostile requests as an admin of a school with real
// content never get a 5xx, and every reply matches the schema declared for its status; every id
// route asked by an admin of another organization with the school's real ids answers the plain
// not_found error. FUZZ_RUNS sets the runs per operation (small here; `npm run bench -- fuzz`
// runs many more), FUZZ_SEED and FUZZ_PATH replay a failure printed by a run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../app.ts';
import { makeSchool, type School } from '../contentFactories.ts';
import { testDatabaseKinds } from '../databases.ts';
import { describesNoReply, operationsOf, openApiDocument, type Operation } from './openapi.ts';
import { crossOrganization, fuzzOperation, fuzzOptionsFromEnv, idOperations, inFuzzOrder } from './run.ts';
import { fuzzSchool, type FuzzSchool } from './school.ts';

/** The document is the same on every engine: read it once from an app on a throwaway database. */
async function documentOperations(): Promise<Operation[]> {
  const t = await testApp('pglite');
  try {
    return inFuzzOrder(operationsOf(openApiDocument(t.app)));
  } finally {
    await t.close();
  }
}

const operations = await documentOperations();
const options = fuzzOptionsFromEnv(6);
const crossOptions = { ...options, runs: Math.max(2, Math.ceil(options.runs / 4)) };

/**
 * Operations this net cannot exercise, each with its reason. Empty: every operation of the
 * document is fuzzed (the multipart ones with generated and truncated multipart bodies).
 */
const NOT_FUZZED: Record<string, string> = {};

/**
 * Operations whose document describes no reply, so only "no 5xx" is checked, each with its
 * reason. Any other operation without declared replies fails the first test.
 */
const REPLIES_NOT_DESCRIBED: Record<string, string> = {
  'GET /downloads/{token}': 'the course download workbook itself (.xlsx); errors are not_found, with expired: true once expired (routes/downloads/downloads.test.ts)',
  'GET /files/{*}': 'the stored file itself, of any type (errors are the plain not_found)',
  'POST /storage/upload': "S3's browser POST protocol: XML replies, as S3 gives them",
};

describe.each(testDatabaseKinds())('the OpenAPI fuzz net (%s)', (kind) => {
  let t: TestApp;
  let school: FuzzSchool;
  let outsider: School;
  beforeAll(async () => {
    t = await testApp(kind);
    school = await fuzzSchool(t);
    outsider = await makeSchool(t.db);
  });
  afterAll(() => t?.close());

  it('reads operations from the document', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const id of [...Object.keys(NOT_FUZZED), ...Object.keys(REPLIES_NOT_DESCRIBED)]) expect(operations.map((op) => op.id)).toContain(id);
    expect(operations.filter(describesNoReply).map((op) => op.id)).toEqual(Object.keys(REPLIES_NOT_DESCRIBED));
  });

  describe('another organization asking with real ids gets the plain not_found', () => {
    // Before the main net, whose deletes remove some of the school's records.
    for (const op of idOperations(operations)) {
      it.skipIf(op.id in NOT_FUZZED)(op.id, async () => {
        const result = await crossOrganization(t, op, school.pool, outsider.admin.id, crossOptions);
        expect(result.failure).toBeNull();
      });
    }
  });

  describe('no 5xx, and every reply matches its declared schema', () => {
    for (const op of operations) {
      it.skipIf(op.id in NOT_FUZZED)(op.id, async () => {
        const result = await fuzzOperation(t, op, school.pool, school.school.admin.id, options, op.id in REPLIES_NOT_DESCRIBED);
        expect(result.failure).toBeNull();
      });
    }
  });
});
