// Wire-shaped topics with their items (pages and passages from web/test/content.ts) for the editors' component tests,
// and the fake server's handlers for one topic held in memory (a save bumps the version and
// the next read returns what was stored, like the real server).
import type { Page, PageSummary, Passage, PassageSummary } from '../../../../domain/schemas/content.ts';
import type { QuestionSummary } from '../../../../domain/schemas/questions.ts';
import type { TopicWithContent } from '../../../../domain/schemas/topicContent.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { stamp, topic } from '../../../test/content.ts';
import { publicConfig, session } from '../../../test/fixtures.ts';

export const pageSummary = (c: Page): PageSummary => ({
  id: c.id,
  topic_id: c.topic_id,
  type: c.type,
  title: c.title,
  status: c.status,
  position: c.position,
  creator_id: c.creator_id,
  last_saved_at: c.last_saved_at,
  lock_version: c.lock_version,
  published_at: null,
  changed_since_published: false,
});

export function passageSummary(p: Passage): PassageSummary {
  const { content_html: _html, sections: _sections, ...summary } = p;
  return { ...summary, published_at: null, changed_since_published: false };
}

export function questionSummary(id: number, position: number, overrides: Partial<QuestionSummary> = {}): QuestionSummary {
  return {
    id,
    topic_id: 100,
    position,
    status: 'unpublished',
    source: 'own',
    read_only: false,
    type: 'multiple_choice',
    content: `Soal nomor ${position}`,
    passage_id: null,
    preceding_question_position: null,
    succeeding_question_position: null,
    points: 10,
    creator_id: 1,
    last_saved_at: stamp,
    lock_version: 1,
    published_at: null,
    changed_since_published: false,
    ...overrides,
  };
}

export function topicWithItems(
  parts: { pages?: Page[]; passages?: Passage[]; questions?: QuestionSummary[] } = {},
  overrides: Partial<TopicWithContent> = {},
): TopicWithContent {
  return {
    ...topic({
      chapters_count: parts.pages?.length ?? 0,
      questions_count: parts.questions?.length ?? 0,
      passages_count: parts.passages?.length ?? 0,
    }),
    lesson: {
      id: 900,
      topic_id: 100,
      chapters: (parts.pages ?? []).map(pageSummary),
      documents: [],
      link_attachments: [],
      file_conversion_in_progress: false,
    },
    passages: (parts.passages ?? []).map(passageSummary),
    questions: parts.questions ?? [],
    ...overrides,
  };
}

type SessionOptions = { org?: Parameters<typeof session>[0]; user?: Parameters<typeof session>[1] };

/** The signed-in teacher, the public config and the topic, as the editors read them. */
export function baseHandlers(topic: TopicWithContent, who: SessionOptions = {}): Record<string, Handler> {
  return {
    'GET /public_config': () => json(publicConfig),
    'GET /users/show_current': () => json(session(who.org, who.user)),
    [`GET /content/topics/${topic.id}`]: () => json(topic),
  };
}

/** A page held in memory: PUT checks the version (409 with the stored page when stale) and bumps it. */
export function pageServer(initial: Page) {
  let stored = initial;
  const handlers: Record<string, Handler> = {
    [`GET /content/chapters/${initial.id}`]: () => json(stored),
    [`PUT /content/chapters/${initial.id}`]: ({ body }) => {
      const { lock_version: version, ...doc } = body as Partial<Page> & { lock_version: number };
      if (version !== stored.lock_version) return json({ error: 'conflict', message: 'A newer version was saved.', current: stored }, 409);
      stored = { ...stored, ...doc, lock_version: stored.lock_version + 1, last_saved_at: new Date().toISOString() };
      return json(stored);
    },
  };
  return {
    handlers,
    get stored() {
      return stored;
    },
    /** Someone else saves (another tab). */
    saveElsewhere(changes: Partial<Page>) {
      stored = { ...stored, ...changes, lock_version: stored.lock_version + 1, last_saved_at: new Date().toISOString() };
    },
  };
}
