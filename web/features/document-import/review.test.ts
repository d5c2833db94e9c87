// Review's model: problems by the domain's §5 rules (the editor's), kept/dropped counts, why
// Finish waits, the finish request (kept questions in order, as edited, with the passages they
// name), the paper's passages over their questions, and a refused finish read back per question.
import { describe, expect, it } from 'vitest';
import { msg } from '../../../domain/messages/index.ts';
import { extraction } from './test/fixtures.ts';
import { finishBlocker, finishProblems, finishRequest, groupByPassage, problemsOf, reviewCounts, reviewItems, withEditedDocument, withPoints } from './review.ts';

describe('document import review', () => {
  it('marks the §5 problems the editor would: no correct answer, and points only where the school uses them', () => {
    const items = reviewItems(extraction());
    expect(items.map((i) => problemsOf(i, true))).toEqual([[], [{ path: 'answers', message: msg('answers_need_correct') }], []]);
    const noPoints = reviewItems(extraction({ questions: [{ ...extraction().questions[2]!, document: { ...extraction().questions[2]!.document, points: null } }] }));
    expect(problemsOf(noPoints[0]!, true)).toEqual([{ path: 'points', message: msg('points_required') }]);
    expect(problemsOf(noPoints[0]!, false)).toEqual([]);
  });

  it('a document that is not a question at all is a problem of its shape and has no editable document', () => {
    const [item] = reviewItems(extraction({ questions: [{ ...extraction().questions[0]!, document: { type: 'multiple_choice', answers: 'A, B, C' } }] }));
    expect(item!.doc).toBeNull();
    expect(problemsOf(item!, true)).toHaveLength(1);
    expect(problemsOf(item!, true)[0]!.path).toBe('answers');
  });

  it('counts the kept questions and says why Finish waits', () => {
    const items = reviewItems(extraction());
    expect(reviewCounts(items, true)).toEqual({ total: 3, kept: 3, keptWithProblems: 1 });
    expect(finishBlocker(reviewCounts(items, true))).toBe('problems');
    const dropped = items.map((i) => (i.key === 'q2' ? { ...i, kept: false } : i));
    expect(reviewCounts(dropped, true)).toEqual({ total: 3, kept: 2, keptWithProblems: 0 });
    expect(finishBlocker(reviewCounts(dropped, true))).toBeNull();
    expect(finishBlocker(reviewCounts(items.map((i) => ({ ...i, kept: false })), true))).toBe('none_kept');
  });

  it('an edit that gives the question its correct answer clears its problem', () => {
    const items = reviewItems(extraction());
    const q2 = items[1]!;
    const fixed = withEditedDocument(q2, { ...q2.doc!, answers: q2.doc!.answers.map((a, i) => ({ ...a, correct: i === 0 })) });
    expect(fixed.edited).toBe(true);
    expect(problemsOf(fixed, true)).toEqual([]);
  });

  it('points given to all fill only a missing value and do not count as a hand edit', () => {
    const [q] = reviewItems(extraction({ questions: [{ ...extraction().questions[2]!, document: { ...extraction().questions[2]!.document, points: null } }] }));
    const given = withPoints(q!, 3);
    expect(given.doc?.points).toBe(3);
    expect(given.edited).toBe(false);
    expect(given.revised).toBe(true);
    expect(problemsOf(given, true)).toEqual([]);
    expect(withPoints(given, 7)).toBe(given);
  });

  it('finishes with the kept questions in order, as edited, and only the passages they name', () => {
    const items = reviewItems(extraction()).map((i) => (i.key === 'q1' || i.key === 'q2' ? { ...i, kept: false } : i));
    const body = finishRequest(items, extraction().passages);
    expect(body.questions.map((q) => q.key)).toEqual(['q3']);
    expect(body.questions[0]!.document.type).toBe('true_or_false');
    expect(body.questions[0]!.document.categories).toEqual([]);
    expect(body.passages).toEqual([]);
    const withPassage = finishRequest(reviewItems(extraction()), extraction().passages);
    expect(withPassage.questions.map((q) => [q.key, q.passage_key])).toEqual([['q1', 'p1'], ['q2', 'p1'], ['q3', null]]);
    expect(withPassage.passages?.map((p) => p.key)).toEqual(['p1']);
  });

  it('shows a passage once above the run of questions that share it', () => {
    const groups = groupByPassage(reviewItems(extraction()), extraction().passages);
    expect(groups.map((g) => [g.passage?.key ?? null, g.items.map((i) => i.key)])).toEqual([['p1', ['q1', 'q2']], [null, ['q3']]]);
  });

  it('reads a refused finish back onto the kept questions it names', () => {
    const items = reviewItems(extraction()).map((i) => (i.key === 'q1' ? { ...i, kept: false } : i));
    const byKey = finishProblems({ 'questions.1.document.answers.0.content': 'Too long', passages: 'Bad passage' }, items);
    expect(byKey.get('q3')).toEqual([{ path: 'answers.0.content', message: 'Too long' }]);
    expect(byKey.get('')).toEqual([{ path: 'passages', message: 'Bad passage' }]);
  });
});
