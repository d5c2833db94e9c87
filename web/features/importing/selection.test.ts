// The selection: topic order of blocks (a passage where its first question is), order of
// choosing kept across topics, select all adding only what is missing, and the request lists.
import { describe, expect, it } from 'vitest';
import { alreadyChosen, blocksOf, coverage, markAlreadyImported, questionCount, requestLists, setAll, toggle } from './selection.ts';
import type { Entry } from './selection.ts';
import { bankTopic } from './test/fixtures.ts';

const entry = (kind: Entry['kind'], id: number, questionIds: number[] = [id]): Entry => ({
  kind,
  id,
  topicId: 1,
  topicName: 'T',
  label: '',
  questionCount: questionIds.length,
  questionIds,
  alreadyImported: false,
});

describe('import selection', () => {
  it('lists a topic as questions and passages with their questions, in topic order', () => {
    const source = bankTopic();
    // The passage's first question comes before question 2.
    source.questions[2]!.position = 0;
    const blocks = blocksOf(source);
    expect(blocks.map((b) => `${b.kind}:${b.entry.id}`)).toEqual(['passage:9601', 'question:9501', 'question:9502']);
    const passage = blocks[0]!;
    expect(passage.kind === 'passage' && passage.questions.map((q) => q.id)).toEqual([9503, 9504]);
    expect(passage.entry.questionCount).toBe(2);
  });

  it('keeps the order chosen and takes an entry out again', () => {
    let selection = toggle([], entry('question', 2));
    selection = toggle(selection, entry('passage', 9, [91, 92, 93]));
    selection = toggle(selection, entry('question', 1));
    // The passage's questions at the passage's place, so the server keeps the order chosen.
    expect(requestLists(selection)).toEqual({ question_ids: [2, 91, 92, 93, 1], passage_ids: [9] });
    expect(questionCount(selection)).toBe(5);
    expect(requestLists(toggle(selection, entry('question', 2)))).toEqual({ question_ids: [91, 92, 93, 1], passage_ids: [9] });
  });

  it('selects all of a topic after what was chosen, and none again', () => {
    const topic = [entry('question', 1), entry('question', 2), entry('passage', 9, [91, 92])];
    const chosen = toggle([], entry('question', 2));
    expect(coverage(chosen, topic)).toBe('some');
    const all = setAll(chosen, topic, true);
    expect(all.map((e) => e.id)).toEqual([2, 1, 9]);
    expect(coverage(all, topic)).toBe('all');
    expect(setAll(all, topic, false)).toEqual([]);
  });

  it('marks what the target topic holds: a question by its id, a passage by its id or any of its questions', () => {
    const marked = (already: { question_ids: number[]; passage_ids: number[] }) =>
      blocksOf({ ...bankTopic(), already_imported: already }).map((b) => `${b.entry.kind}:${b.entry.id}:${b.entry.alreadyImported}`);
    expect(marked({ question_ids: [], passage_ids: [] })).toEqual(['question:9501:false', 'question:9502:false', 'passage:9601:false']);
    expect(marked({ question_ids: [9502], passage_ids: [9601] })).toEqual(['question:9501:false', 'question:9502:true', 'passage:9601:true']);
    expect(marked({ question_ids: [9504], passage_ids: [] })).toEqual(['question:9501:false', 'question:9502:false', 'passage:9601:true']);
  });

  it("marks a chosen selection with a 409's already_imported", () => {
    const selection = [entry('question', 1), entry('passage', 9, [91, 92]), entry('question', 2)];
    const marked = markAlreadyImported(selection, { question_ids: [2, 92], passage_ids: [] });
    expect(alreadyChosen(marked).map((e) => e.id)).toEqual([9, 2]);
    expect(alreadyChosen(selection)).toEqual([]);
  });
});
