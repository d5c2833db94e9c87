// Wire-shaped replies for the interchange tests: the topic, a Moodle XML file's extraction (two
// questions ready, one without a correct answer, two items left out), the job, the fake
// server's handlers for a signed-in admin, and the storage's presigned POST.
import type { Topic } from '../../../../domain/schemas/courses.ts';
import type { InterchangeExtraction } from '../../../../domain/schemas/interchange.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { topic as baseTopic } from '../../../test/content.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { publicConfig, session } from '../../../test/fixtures.ts';
import { createdXml, fakeStorage as storageStandIn } from '../../../test/storage.ts';

export const TOPIC_ID = 100;
export const PAGE = `/en/topics/${TOPIC_ID}/import/file`;
export const JOB_UUID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99';
export const FILE_KEY = 'org-1/interchange_import/ab12cd34/kuis.xml';
export const START = `POST /content/topics/${TOPIC_ID}/interchange_import`;
export const FINISH = `POST /content/topics/${TOPIC_ID}/interchange_import/${JOB_UUID}/finish`;

export const topic = (over: Partial<Topic> = {}): Topic => baseTopic({ id: TOPIC_ID, name: 'Ekosistem', lock_version: 0, ...over });

const choice = (key: string, content: string, correct = false) => ({ key, answer_type: 'text', content, correct });

export function extraction(over: Partial<InterchangeExtraction> = {}): InterchangeExtraction {
  return {
    topic_id: TOPIC_ID,
    format: 'moodle_xml',
    file_name: 'kuis.xml',
    passages: [],
    questions: [
      {
        key: 'q1',
        item: 'Rantai makanan 1',
        number: 1,
        type: 'multiple_choice',
        passage_key: null,
        answer_found: true,
        document: { type: 'multiple_choice', content_html: '<p>Produsen dalam ekosistem adalah …</p>', points: 1, answers: [choice('a', 'Tumbuhan', true), choice('b', 'Ular')] },
      },
      {
        key: 'q2',
        item: 'Rantai makanan 2',
        number: 2,
        type: 'multiple_choice',
        passage_key: null,
        answer_found: false,
        document: { type: 'multiple_choice', content_html: '<p>Pengurai adalah …</p>', points: 1, answers: [choice('a', 'Jamur'), choice('b', 'Elang')] },
      },
      {
        key: 'q3',
        item: 'Fotosintesis',
        number: 4,
        type: 'true_or_false',
        passage_key: null,
        answer_found: true,
        document: { type: 'true_or_false', content_html: '<p>Tumbuhan membuat makanannya sendiri.</p>', points: 2, answers: [choice('t', 'True', true), choice('f', 'False')] },
      },
    ],
    skipped: [
      { item: 'Esai lingkungan', reason: 'unsupported_type', detail: 'essay', message: 'Pena has no essay question.' },
      { item: 'Angka desimal', reason: 'numeric_tolerance', detail: 'numerical', message: 'The answer accepts a range or tolerance (numerical).' },
    ],
    imported: null,
    ...over,
  };
}

export function job(over: Partial<JobStatusReply> = {}): JobStatusReply {
  return { uuid: JOB_UUID, kind: 'interchange_import', status: 'pending', progress: 0, result: null, error: null, ...over };
}

export function importHandlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /public_config': () => json(publicConfig),
    'GET /users/show_current': () => json(session()),
    [`GET /content/topics/${TOPIC_ID}`]: () => json(topic()),
    [`GET /map/topics/${TOPIC_ID}/upload_form_values.json`]: () => json({ url: '/storage/upload', form_fields: { key: FILE_KEY, policy: 'p' } }),
    [START]: () => json(job(), 202),
    [`GET /jobs/${JOB_UUID}`]: () => json(job({ status: 'completed', progress: 100, result: extraction() })),
    ...extra,
  };
}

export function moodleFile(name = 'kuis.xml'): File {
  return new File(['<?xml version="1.0"?><quiz></quiz>'], name, { type: 'text/xml' });
}

/** The storage answering the presigned POST like S3 (201 with the key). */
export function fakeStorage() {
  return storageStandIn((post) => ({ status: 201, body: createdXml(post.fields.key ?? '') }));
}
