// Property: a question exported in a format that holds its type reads back, through the
// format's reader, as the same question (a normal form of what the format carries).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUESTION_EXPORT_FORMATS, type QuestionExportFormat } from '../../../domain/schemas/interchange.ts';
import { QUESTION_TYPES, type Question, type QuestionDocumentInput } from '../../../domain/schemas/questions.ts';
import { htmlToText } from '../../../domain/rules/text.ts';
import { readInterchange } from '../../readers/interchange/read.ts';
import { generateQuestion } from './test/generator.ts';
import { memoryMedia, written } from './test/fixtures.ts';
import { leftOutReason } from './plan.ts';
import { writeQuestionExport } from './index.ts';

type Doc = Pick<Question, 'type' | 'content_html' | 'points' | 'explanation' | 'answers' | 'categories' | 'groups' | 'premises' | 'responses'>;

const t = (html: string | undefined | null) => htmlToText(html ?? '');

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
/** The readers mark a text entry or a gap in the stem as `______`, `(n) ______` or `_____ (n)`. */
const withoutGaps = (s: string) => collapse(s.replace(/(\(\d+\) )?_{3,}( \(\d+\))?/g, ''));
const isNumberName = (name: string) => /^\(\d+\)$/.test(name);

/**
 * What every format is compared on, as a learner sees it. Categorise and matching are both
 * pairs (left → right) and right-hand extras: a categorise of one item per category reads back
 * as matching, the same question. A group's name is text before its gap: the readers keep it
 * in the stem and number the groups, so names join the stem. Points and explanations only
 * where the format has them.
 */
function normal(doc: Doc, format: QuestionExportFormat) {
  const groupNames = doc.groups.map((g) => t(g.name));
  const groupIndex = new Map(doc.groups.map((g, i) => [g.key, i]));
  const stem = withoutGaps(`${t(doc.content_html)} ${doc.type === 'grouped_choices' ? groupNames.filter((n) => !isNumberName(n)).join(' ') : ''}`);
  let pairs: string[][] = [];
  let extras: string[] = [];
  if (doc.type === 'categorise') {
    const name = new Map(doc.categories.map((c) => [c.key, t(c.name)]));
    pairs = doc.answers.map((a) => [t(a.content), name.get(a.category_key ?? '') ?? '']);
    extras = doc.categories.filter((c) => !doc.answers.some((a) => a.category_key === c.key)).map((c) => t(c.name));
  } else if (doc.type === 'matching_choices') {
    const premise = new Map(doc.premises.map((p) => [p.key, t(p.content)]));
    pairs = doc.responses.filter((r) => r.premise_key !== null).map((r) => [premise.get(r.premise_key!) ?? '', t(r.content)]);
    extras = doc.responses.filter((r) => r.premise_key === null).map((r) => t(r.content));
  }
  const pairKind = doc.type === 'categorise' || doc.type === 'matching_choices';
  return {
    type: pairKind ? 'pairs' : doc.type,
    stem,
    answers: pairKind
      ? []
      : doc.answers.map((a) => ({
          text: t(a.content),
          correct: doc.type === 'correct_order' ? null : a.correct,
          group: a.group_key === null ? null : (groupIndex.get(a.group_key) ?? null),
        })),
    groups: doc.groups.length,
    pairs: pairs.map((p) => p.join(' → ')).sort(),
    extras: extras.sort(),
    points: format === 'gift' || format === 'aiken' ? null : doc.points,
    explanation: format === 'aiken' ? '' : t(doc.explanation.sections.map((s) => s.content_html).join(' ')),
  };
}

function asDoc(d: QuestionDocumentInput): Doc {
  return {
    type: d.type,
    content_html: d.content_html ?? '',
    points: d.points ?? null,
    explanation: { sections: (d.explanation?.sections ?? []).map((s) => ({ ...s, content_html: s.content_html ?? '' })) } as Doc['explanation'],
    answers: (d.answers ?? []).map((a) => ({ content: a.content ?? '', correct: a.correct ?? false, category_key: a.category_key ?? null, group_key: a.group_key ?? null })) as Doc['answers'],
    categories: (d.categories ?? []).map((c) => ({ key: c.key, name: c.name ?? '' })) as Doc['categories'],
    groups: (d.groups ?? []).map((g) => ({ key: g.key, name: g.name ?? '' })) as Doc['groups'],
    premises: (d.premises ?? []).map((p) => ({ key: p.key, content: p.content ?? '' })) as Doc['premises'],
    responses: (d.responses ?? []).map((r) => ({ key: r.key, content: r.content ?? '', premise_key: r.premise_key ?? null })) as Doc['responses'],
  };
}

const SEEDS = 6;
const dir = await mkdtemp(join(tmpdir(), 'pena-roundtrip-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const cases = QUESTION_EXPORT_FORMATS.flatMap((format) =>
  QUESTION_TYPES.flatMap((type) =>
    Array.from({ length: SEEDS }, (_, seed) => generateQuestion(seed * 7919 + type.length, seed + 1, type))
      .filter((q) => leftOutReason(format, q) === null)
      .map((q) => ({ format, type, seed: q.id, q })),
  ),
);

describe('export → read round trip', () => {
  it.each(cases)('$format $type seed $seed', async ({ format, q }) => {
    const bytes = await written((out) => writeQuestionExport(format, [{ id: 1, title: 'Topic', questions: [q], passages: [] }], memoryMedia, out));
    const path = join(dir, `${format}-${q.type}-${q.id}`);
    await writeFile(path, bytes);
    const read = await readInterchange(path, { categories: 'ignore' });
    expect(read.skipped).toEqual([]);
    expect(read.questions).toHaveLength(1);
    expect(normal(asDoc(read.questions[0]!.document), format)).toEqual(normal(q, format));
  });
});
