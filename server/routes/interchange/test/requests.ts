// Test helpers for the interchange routes: other tools' real files read in place from
// /work/shared/interop-samples (never copied into the repository), a file uploaded the way the
// browser sends it (presigned form → POST /storage/upload, pageFactories.ts uploadObject), the
// requests (start, finish, the exports) with their statuses and bodies, and a started job waited
// for until it ends.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FinishInterchangeImportInput } from '../../../../domain/schemas/interchange.ts';
import { uploadedFiles } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../test/app.ts';
import { headersFor } from '../../../test/contentFactories.ts';
import { pollFor, waitForJob } from '../../../test/jobs.ts';
import { uploadObject } from '../../../test/pageFactories.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Other tools' files: test inputs only, read where they are. */
export const INTEROP_SAMPLES = path.resolve(repoRoot, '../shared/interop-samples');
export const sample = (name: string) => readFile(path.join(INTEROP_SAMPLES, name));

/** What a school needs to import another tool's file (the guard 'import_excel'). */
export const INTERCHANGE_FEATURES = ['upload_question_bulk'];

type Who = { id: number } | null;
type Reply = { statusCode: number; body: Record<string, any>; headers: Record<string, unknown>; raw: Buffer }; // eslint-disable-line @typescript-eslint/no-explicit-any

export function interchangeRequests(t: TestApp) {
  const auth = async (who: Who, headers: Record<string, string> = {}) => ({ ...(who ? await headersFor(t.db, who) : {}), ...headers });
  const reply = (res: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }): Reply => {
    let body: Record<string, unknown> = {};
    if (String(res.headers['content-type'] ?? '').startsWith('application/json')) body = JSON.parse(res.body) as Record<string, unknown>;
    return { statusCode: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
  };
  const requests = {
    /** Uploads the bytes as the browser does, under the organization's interchange_import prefix; the key. */
    upload: (organizationId: number, bytes: Buffer, name = 'soal.xml') => uploadObject(t, organizationId, 'interchange_import', bytes, name),
    start: async (who: Who, topicId: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const requestId = (body.request_id as string | undefined) ?? randomUUID();
      const payload = { file_name: 'soal.xml', ...body, request_id: requestId };
      const res = await t.app.inject({ method: 'POST', url: `/content/topics/${topicId}/interchange_import`, payload, headers: await auth(who, headers) });
      return { ...reply(res), requestId };
    },
    finish: async (who: Who, topicId: number, uuid: string, body: FinishInterchangeImportInput | Record<string, unknown>, headers: Record<string, string> = {}) =>
      reply(await t.app.inject({ method: 'POST', url: `/content/topics/${topicId}/interchange_import/${uuid}/finish`, payload: body, headers: await auth(who, headers) })),
    get: async (who: Who, url: string, headers: Record<string, string> = {}) => reply(await t.app.inject({ method: 'GET', url, headers: await auth(who, headers) })),
    /**
     * Uploads the file, starts the import into the topic (202) and waits for the job's end; its
     * job_statuses row and the upload's key.
     */
    run: async (who: { id: number }, topic: { id: number; organizationId: number }, bytes: Buffer, name: string, headers: Record<string, string> = {}) => {
      const key = await requests.upload(topic.organizationId, bytes, name);
      const res = await requests.start(who, topic.id, { file_key: key, file_name: name }, headers);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(202);
      const row = await waitForJob(t, res.requestId, 60_000);
      return { row, uuid: res.requestId, key };
    },
  };
  return requests;
}

/** The upload rows still recorded for the key (none once the job removed the file). */
export const uploadRowsAt = (t: TestApp, organizationId: number, key: string) =>
  t.db.select().from(uploadedFiles).where(and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.storageKey, key)));

/**
 * Waits until the uploaded file is gone, row and bytes: the job removes it just after it
 * completes or fails, so a test that saw the job end may get there first.
 */
export const uploadRemoved = (t: TestApp, organizationId: number, key: string) =>
  pollFor(async () => (await uploadRowsAt(t, organizationId, key)).length === 0 && (await t.storage.size(key)) === null, `the upload ${key} to be removed`);
