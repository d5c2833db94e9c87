// Wire-shaped replies for the document import tests: the topic, the quota and extractor, an
// extraction of a small Indonesian paper (a passage with two questions, one question without
// its answer key, one without points), the job, the fake server's handlers for a signed-in
// admin, and a stand-in for the storage's presigned POST (XMLHttpRequest, as web/lib/upload.ts uses).
import type { SessionReply } from '../../../../domain/schemas/account.ts';
import type { Topic } from '../../../../domain/schemas/courses.ts';
import type { DocumentExtraction, DocumentImportInfo } from '../../../../domain/schemas/documents.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { topic as baseTopic } from '../../../test/content.ts';
import { publicConfig, session } from '../../../test/fixtures.ts';
import { createdXml, errorXml, fakeStorage as storageStandIn } from '../../../test/storage.ts';

export const TOPIC_ID = 100;
export const PAGE = `/en/topics/${TOPIC_ID}/import/document`;
export const JOB_UUID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
export const FILE_KEY = 'org-1/document_import/ab12cd34/ulangan.docx';
/** 1 March 2026, 00:00 UTC. */
export const RECHARGE_AT = Date.UTC(2026, 2, 1);

export const topic = (over: Partial<Topic> = {}): Topic => baseTopic({ id: TOPIC_ID, name: 'Ekosistem', lock_version: 0, ...over });

export function info(over: Partial<DocumentImportInfo> = {}, quota: Partial<DocumentImportInfo['quota']> = {}): DocumentImportInfo {
  return {
    quota: { organization_id: 1, balance: 18, limit: 20, expires_at: RECHARGE_AT, ...quota },
    member_quota: { balance: 5, limit: 7, expires_at: RECHARGE_AT },
    extractor: 'builtin',
    model: null,
    ...over,
  };
}

const choice = (key: string, content: string, correct = false) => ({ key, answer_type: 'text', content, correct });

export function extraction(over: Partial<DocumentExtraction> = {}): DocumentExtraction {
  return {
    topic_id: TOPIC_ID,
    extractor: 'builtin',
    file_name: 'ulangan.docx',
    passages: [{ key: 'p1', title: 'Bacaan untuk soal 1–2', content_html: '<p>Hutan hujan tropis memiliki keanekaragaman hayati yang tinggi.</p>' }],
    questions: [
      {
        key: 'q1',
        number: 1,
        type: 'multiple_choice',
        passage_key: 'p1',
        answer_found: true,
        document: { type: 'multiple_choice', content_html: '<p>Hutan hujan tropis terdapat di …</p>', points: 1, answers: [choice('a', 'Indonesia', true), choice('b', 'Kanada'), choice('c', 'Mesir')] },
      },
      {
        key: 'q2',
        number: 2,
        type: 'multiple_choice',
        passage_key: 'p1',
        answer_found: false,
        document: { type: 'multiple_choice', content_html: '<p>Ciri hutan hujan tropis adalah …</p>', points: 1, answers: [choice('a', 'Curah hujan tinggi'), choice('b', 'Bersalju')] },
      },
      {
        key: 'q3',
        number: 3,
        type: 'true_or_false',
        passage_key: null,
        answer_found: true,
        document: { type: 'true_or_false', content_html: '<p>Produsen membuat makanannya sendiri.</p>', points: 2, answers: [choice('t', 'True', true), choice('f', 'False')] },
      },
    ],
    imported: null,
    ...over,
  };
}

export function job(over: Partial<JobStatusReply> = {}): JobStatusReply {
  return { uuid: JOB_UUID, kind: 'document_import', status: 'pending', progress: 0, result: null, error: null, ...over } as JobStatusReply;
}

export const admin = (): SessionReply => session();

export function importHandlers(extra: Record<string, Handler> = {}, sessionReply: SessionReply = admin()): Record<string, Handler> {
  return {
    'GET /public_config': () => json(publicConfig),
    'GET /users/show_current': () => json(sessionReply),
    [`GET /content/topics/${TOPIC_ID}`]: () => json(topic()),
    [`GET /content/topics/${TOPIC_ID}/document_import`]: () => json(info()),
    [`GET /map/topics/${TOPIC_ID}/upload_form_values.json`]: () => json({ url: '/storage/upload', form_fields: { key: FILE_KEY, policy: 'p' } }),
    [`POST /content/topics/${TOPIC_ID}/document_import`]: () => json(job(), 202),
    [`GET /jobs/${JOB_UUID}`]: () => json(job({ status: 'completed', progress: 100, result: extraction() })),
    ...extra,
  };
}

export function docx(name = 'ulangan.docx', bytes = 4096): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
}

/** The storage answering the presigned POST like S3 (201 with the key) or with an error status. */
export function fakeStorage(status = 201) {
  return storageStandIn((post) => (status === 201 ? { status, body: createdXml(post.fields.key ?? '') } : { status, body: errorXml('InternalError', 'down') }));
}
