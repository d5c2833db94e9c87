// Test helpers for the document import routes: the committed LibreOffice fixtures
// (server/readers/documents/fixtures), a file uploaded the way the browser sends it
// (presigned form → POST /storage/upload, pageFactories.ts uploadObject), and the requests
// (info, start, finish) with their statuses and bodies.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FinishDocumentImportInput } from '../../../../domain/schemas/documents.ts';
import type { TestApp } from '../../../test/app.ts';
import { uploadObject } from '../../../test/pageFactories.ts';
import { headersFor } from '../../../test/contentFactories.ts';

export const DOCUMENT_FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../readers/documents/fixtures');
export const documentFixture = (name: string) => readFile(path.join(DOCUMENT_FIXTURES, name));

/** The features a school needs for document import (spec §6). */
export const DOCUMENT_FEATURES = ['upload_question_bulk', 'upload_question_llm'];

type Who = { id: number } | null;

export function documentRequests(t: TestApp) {
  const auth = async (who: Who, headers: Record<string, string> = {}) => ({ ...(who ? await headersFor(t.db, who) : {}), ...headers });
  const reply = (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) => ({
    statusCode: res.statusCode,
    body: res.json() as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    headers: res.headers,
  });
  return {
    /** Uploads the bytes as the browser does, under the organization's document_import prefix; the key. */
    upload: (organizationId: number, bytes: Buffer, name = 'soal.docx') => uploadObject(t, organizationId, 'document_import', bytes, name),
    info: async (who: Who, topicId: number, headers: Record<string, string> = {}) =>
      reply(await t.app.inject({ method: 'GET', url: `/content/topics/${topicId}/document_import`, headers: await auth(who, headers) })),
    start: async (who: Who, topicId: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const requestId = (body.request_id as string | undefined) ?? randomUUID();
      const payload = { file_name: 'Soal PAS.docx', no_personal_information: true, terms_accepted: true, ...body, request_id: requestId };
      const res = await t.app.inject({ method: 'POST', url: `/content/topics/${topicId}/document_import`, payload, headers: await auth(who, headers) });
      return { ...reply(res), requestId };
    },
    finish: async (who: Who, topicId: number, uuid: string, body: FinishDocumentImportInput | Record<string, unknown>, headers: Record<string, string> = {}) =>
      reply(await t.app.inject({ method: 'POST', url: `/content/topics/${topicId}/document_import/${uuid}/finish`, payload: body, headers: await auth(who, headers) })),
  };
}
