// What the built-in extractor keeps of a paper beyond its questions' text: an exact-value key as
// a learner types it (never made math), a table inside a stem or a passage as a table the
// editor takes, and a picture's description as its alt text.
import { describe, expect, it } from 'vitest';
import { checkAnswer, EXACT_VALUE_FIELD } from '../../../../../domain/rules/answerCheck.ts';
import { prepareQuestion } from '../../../../commands/questionContent.ts';
import { questionDocumentFields } from '../../../../../domain/schemas/questions.ts';
import { extract, paper } from './testPaper.ts';

describe('builtin extractor: exact-value keys', () => {
  it.each([
    ['Jawaban: 3/4', '3/4'],
    ['Jawaban: 2 1/2', '2 1/2'],
    ['Kunci: x² + 1', 'x² + 1'],
    ['Jawaban: √144 = 12', '√144 = 12'],
  ])('"%s" is accepted as %j, what a learner types, and a learner typing it is right', (keyLine, typed) => {
    const { questions } = extract(paper('E. Isian Singkat', '1. Hasil dari 1/2 + 1/4 adalah ....', keyLine));
    const q = questions[0]!;
    expect(q.document.type).toBe('exact_value');
    expect(q.document.answers).toEqual([{ key: 'a', content: typed, correct: true }]);
    // The stem's math is still math.
    expect(q.document.content_html).toBe('<p>Hasil dari [% \\frac{1}{2} + \\frac{1}{4} %] adalah ....</p>');
    const doc = prepareQuestion({ ...questionDocumentFields.parse(q.document), passage_id: null, preceding_question_id: null });
    expect(checkAnswer(doc, { type: 'exact_value', values: { [EXACT_VALUE_FIELD]: typed } }).correct).toBe(true);
  });
});
