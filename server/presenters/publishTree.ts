// The publish page's tree (domain/schemas/publishing.ts publishTreeSchema; spec §2 "Publish
// and Unpublish pages", §4, §5, §8): units, topics, pages and questions with their publish
// state, the §5 verdict and its reasons (domain/rules/publish.ts), and the pre-publish
// warnings (domain/rules/publishWarnings.ts), in the caller's language. An item is valid when
// no rule refuses it (a question also needs its passage to have something to read); a topic
// by the counts of its valid items (§5 "Units and topics (publish rules)", §4 "Publishing"); a
// unit when one of its topics is valid (§5). Titles are plain text.
import { translateValidation, type MessageLanguage } from '../../domain/messages/index.ts';
import { pageErrors, passageErrors, questionErrors, topicVerdictErrors, unitVerdictErrors } from '../../domain/rules/publish.ts';
import { topicWarnings, withoutRepeats, type WarningContext } from '../../domain/rules/publishWarnings.ts';
import type { QuestionRuleOptions } from '../../domain/rules/questionRules.ts';
import { collapseWhitespace, htmlToText } from '../../domain/rules/text.ts';
import type { Page } from '../../domain/schemas/content.ts';
import type { PublishItem, PublishTopic, PublishTree, PublishUnit } from '../../domain/schemas/publishing.ts';
import type { Question } from '../../domain/schemas/questions.ts';
import type { courses } from '../db/schema/index.ts';
import { itemStateKey, type ItemState, type PublishTreeRows, type PublishTreeTopicRow } from '../queries/publishTree.ts';
import type { TopicDocuments } from '../../domain/schemas/topicDocuments.ts';

type CourseRow = Pick<typeof courses.$inferSelect, 'id' | 'name' | 'status' | 'publishedAt'>;

export interface PublishTreeOptions extends QuestionRuleOptions {
  language: MessageLanguage;
  /** The app's own origin, so absolute links to its pages are checked too. */
  origin: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const NEVER: ItemState = { changedSincePublished: false, publishedAt: null };

function item(
  base: Pick<PublishItem, 'id' | 'kind' | 'title' | 'type' | 'lock_version' | 'status'>,
  errors: string[],
  warnings: string[],
  state: ItemState,
  language: MessageLanguage,
): PublishItem {
  const say = (list: readonly string[]) => list.map((m) => translateValidation(m, language));
  return {
    ...base,
    valid: errors.length === 0,
    errors: say(errors),
    warnings: say(withoutRepeats(warnings, errors)),
    changed_since_published: state.changedSincePublished,
    published_at: iso(state.publishedAt),
  };
}

/** The stem as a line of plain text (math stays as [% %] text). */
const questionTitle = (q: Question) => collapseWhitespace(q.content) || htmlToText(q.content_html) || q.sections.map((s) => htmlToText(s.content_html)).join(' ').trim();

function presentTopic(
  topic: PublishTreeTopicRow,
  docs: TopicDocuments,
  states: Map<string, ItemState>,
  context: WarningContext,
  options: PublishTreeOptions,
): PublishTopic {
  const warnings = topicWarnings(docs, context);
  const passages = new Map(docs.passages.map((p) => [p.id, passageErrors(p)]));
  const pages = docs.chapters.map((c: Page, i) =>
    item(
      { id: c.id, kind: 'chapter', title: htmlToText(c.title), type: c.type, lock_version: c.lock_version, status: c.status },
      pageErrors(c),
      warnings.chapters[i]!,
      states.get(itemStateKey('chapter', c.id)) ?? NEVER,
      options.language,
    ),
  );
  const questions = docs.questions.map((q, i) => {
    const errors = [...questionErrors(q, options), ...(q.passage_id === null ? [] : (passages.get(q.passage_id) ?? []))];
    return item(
      { id: q.id, kind: 'question', title: questionTitle(q), type: q.type, lock_version: q.lock_version, status: q.status },
      [...new Set(errors)],
      warnings.questions[i]!,
      states.get(itemStateKey('question', q.id)) ?? NEVER,
      options.language,
    );
  });
  const errors = topicVerdictErrors({
    questions: questions.length,
    validQuestions: questions.filter((q) => q.valid).length,
    validPages: pages.filter((c) => c.valid).length,
  });
  return {
    id: topic.id,
    name: topic.name,
    lock_version: topic.lockVersion,
    status: topic.status,
    published_at: iso(topic.publishedAt),
    changed_since_published: topic.changedSincePublished,
    valid: errors.length === 0,
    errors: errors.map((m) => translateValidation(m, options.language)),
    used_in_assignments: topic.usedInAssignments,
    chapters: pages,
    questions,
  };
}

export function presentPublishTree(course: CourseRow, rows: PublishTreeRows, options: PublishTreeOptions): PublishTree {
  const pageIds = new Set([...rows.documents.values()].flatMap((d) => d.chapters.map((c) => c.id)));
  const context: WarningContext = { pageIds, origin: options.origin };
  const byUnit = new Map<number, PublishTopic[]>(rows.units.map((u) => [u.id, []]));
  for (const topic of rows.topics) {
    const docs = rows.documents.get(topic.id) ?? { chapters: [], questions: [], passages: [] };
    byUnit.get(topic.bundleId)?.push(presentTopic(topic, docs, rows.itemStates, context, options));
  }
  const units: PublishUnit[] = rows.units.map((u) => {
    const topics = byUnit.get(u.id) ?? [];
    const errors = unitVerdictErrors(topics.filter((t) => t.valid).length);
    return {
      id: u.id,
      name: u.name,
      status: u.status,
      published_at: iso(u.publishedAt),
      valid: errors.length === 0,
      errors: errors.map((m) => translateValidation(m, options.language)),
      topics,
    };
  });
  return {
    course: {
      id: course.id,
      name: course.name,
      status: course.status,
      published_at: iso(course.publishedAt),
      // A course has changed when any of its topics has (queries/publishState.ts).
      changed_since_published: rows.topics.some((t) => t.changedSincePublished),
    },
    units,
  };
}
