import { describe, expect, it } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { emptyQuestionDocument } from '../../../../domain/rules/questionDefaults.ts';
import type { Question } from '../../../../domain/schemas/questions.ts';
import { documentFromQuestion, hasPartContent, newDocument, requestDocument } from './document.ts';

describe('the question document', () => {
  it('is read from a stored question without the parts’ row ids, and saves back unchanged', () => {
    const doc = validQuestion('categorise');
    const stored = {
      ...doc,
      id: 4,
      answers: doc.answers.map((a, i) => ({ ...a, id: 10 + i })),
      categories: doc.categories.map((c, i) => ({ ...c, id: 20 + i })),
      groups: [],
      premises: [],
      responses: [],
    } as unknown as Question;
    const read = documentFromQuestion(stored);
    expect(read.answers[0]).not.toHaveProperty('id');
    expect(read.categories).toEqual(doc.categories);
    expect(requestDocument(read)).toEqual(requestDocument(doc));
  });

  it('starts a new question of the asked type, multiple choice otherwise', () => {
    expect(newDocument('matching_choices').type).toBe('matching_choices');
    expect(newDocument('nonsense').type).toBe('multiple_choice');
    expect(newDocument(null).answers).toHaveLength(2);
  });

  it('empties the lists a type does not use when saving', () => {
    const doc = { ...validQuestion('multiple_choice'), categories: [{ key: 'c', name: 'Left over' }] };
    doc.answers[0]!.category_key = 'c';
    const sent = requestDocument(doc);
    expect(sent.categories).toEqual([]);
    expect(sent.answers[0]!.category_key).toBeNull();
  });

  it('knows when a change of type would clear the teacher’s work', () => {
    expect(hasPartContent(emptyQuestionDocument('multiple_choice'))).toBe(false);
    expect(hasPartContent(emptyQuestionDocument('true_or_false'))).toBe(false);
    expect(hasPartContent(validQuestion('true_or_false'))).toBe(true);
    expect(hasPartContent({ ...emptyQuestionDocument('categorise'), categories: [{ key: 'c', name: 'Buah' }] })).toBe(true);
    expect(hasPartContent(validQuestion('matching_choices'))).toBe(true);
  });
});
