// A small question server for the editor's component tests: the session (points on or off,
// autosave on or off), a topic with its questions and passages, and the question calls held
// in memory — create, read, update with lock_version (a stale one answers 409 with the stored
// question, like the real server), delete, and the image media record.
import type { SessionReply } from '../../../../domain/schemas/account.ts';
import type { PassageSummary } from '../../../../domain/schemas/content.ts';
import type { Question, QuestionDocument, QuestionSummary } from '../../../../domain/schemas/questions.ts';
import type { TopicWithContent } from '../../../../domain/schemas/topicContent.ts';
import { questionOf } from '../../../test/content.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { publicConfig, session } from '../../../test/fixtures.ts';
import { topicWithItems } from '../../../components/editor/test/fixtures.ts';

export const TOPIC_ID = 7;
const stamp = '2026-03-02T08:00:00.000Z';

export function topicReply(questions: QuestionSummary[] = [], passages: PassageSummary[] = []): TopicWithContent {
  const base = topicWithItems({ questions }, { id: TOPIC_ID, name: 'Persamaan linear', bundle_id: 3, lock_version: 0 });
  return {
    ...base,
    passages_count: passages.length,
    lesson: { id: 1, topic_id: TOPIC_ID, chapters: [], documents: [], link_attachments: [], file_conversion_in_progress: false },
    passages,
  };
}

export function passage(id: number, title: string, position: number): PassageSummary {
  return {
    id,
    topic_id: TOPIC_ID,
    organization_id: 1,
    title,
    content: 'Bacaan',
    status: 'unpublished',
    position,
    source: 'own',
    read_only: false,
    creator_id: 1,
    questions_count: 0,
    last_saved_at: stamp,
    lock_version: 0,
    created_at: stamp,
    updated_at: stamp,
    published_at: null,
    changed_since_published: false,
  };
}

/** The stored question the server answers with for a document (its parts numbered from id × 100). */
export function questionReply(id: number, doc: QuestionDocument, overrides: Partial<Question> = {}): Question {
  return questionOf(doc, { id, topic_id: TOPIC_ID, last_saved_at: stamp, created_at: stamp, updated_at: stamp, ...overrides }, id * 100);
}

export function summaryOf(q: Question, position: number, precedingPosition: number | null = null): QuestionSummary {
  return {
    id: q.id,
    topic_id: q.topic_id,
    position,
    status: q.status,
    source: q.source,
    read_only: q.read_only,
    type: q.type,
    content: q.content,
    passage_id: q.passage_id,
    preceding_question_position: precedingPosition,
    succeeding_question_position: null,
    points: q.points,
    creator_id: q.creator_id,
    last_saved_at: q.last_saved_at,
    lock_version: q.lock_version,
    published_at: null,
    changed_since_published: false,
  };
}

type ServerOptions = {
  questions?: Question[];
  summaries?: QuestionSummary[];
  passages?: PassageSummary[];
  org?: Parameters<typeof session>[0];
  user?: Parameters<typeof session>[1];
  /** Replies that replace the store's for a call ("PUT /map/questions/41"). */
  override?: Record<string, Handler>;
};

/** Installs the fake server; `store` holds the questions as saved, `api.calls` every request. */
export function questionServer(options: ServerOptions = {}) {
  const store = new Map<number, Question>((options.questions ?? []).map((q) => [q.id, q]));
  let nextId = 500;
  const sessionReply: SessionReply = session({ enable_point_system: false, ...options.org }, { autosave_effective: false, ...options.user });
  const bodyDoc = (body: unknown) => {
    const { topic_id: _topic, lock_version: _lock, ...doc } = body as QuestionDocument & { topic_id?: number; lock_version?: number };
    return doc as QuestionDocument;
  };

  const route = (call: string): Handler | undefined => {
    if (options.override?.[call]) return options.override[call];
    if (call === 'GET /public_config') return () => json(publicConfig);
    if (call === 'GET /users/show_current') return () => json(sessionReply);
    if (call === `GET /content/topics/${TOPIC_ID}`) {
      return () => json(topicReply(options.summaries ?? [...store.values()].map((q, i) => summaryOf(q, i + 1)), options.passages ?? []));
    }
    if (call === 'POST /map/questions') {
      return ({ body }) => {
        const created = questionReply(++nextId, bodyDoc(body), { lock_version: 0 });
        store.set(created.id, created);
        return json(created, 201);
      };
    }
    if (call === `GET /map/topics/${TOPIC_ID}/upload_form_values.json`) return () => json({ url: '/storage/upload', form_fields: { key: 'org-1/image/${filename}', policy: 'p' } });
    if (call === `POST /map/topics/${TOPIC_ID}/media`) return () => json({ id: 77, url: '/files/picture.png', mime_type: 'image/png', size: 120 }, 201);
    const match = /^(GET|PUT|DELETE) \/map\/questions\/(\d+)$/.exec(call);
    if (!match) return undefined;
    const id = Number(match[2]);
    return ({ body }) => {
      const stored = store.get(id);
      if (!stored) return json({ error: 'not_found', message: 'Not found' }, 404);
      if (match[1] === 'GET') return json(stored);
      if (match[1] === 'DELETE') {
        store.delete(id);
        return { status: 204 };
      }
      const sent = body as { lock_version: number };
      if (sent.lock_version !== stored.lock_version) return json({ error: 'conflict', message: 'Someone saved a newer version', current: stored }, 409);
      const updated = questionReply(id, bodyDoc(body), { lock_version: stored.lock_version + 1, last_saved_at: '2026-03-02T09:00:00.000Z', position: stored.position });
      store.set(id, updated);
      return json(updated);
    };
  };

  const handlers = new Proxy({} as Record<string, Handler>, { get: (_target, call: string) => route(call) });
  const api = fakeApi(handlers);
  return { api, store, saves: () => api.calls.filter((c) => (c.method === 'POST' || c.method === 'PUT') && c.path.startsWith('/map/questions')) };
}
