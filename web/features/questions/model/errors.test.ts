import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { questionDocumentSchema } from '../../../../domain/schemas/questions.ts';
import { errorAt, flattenErrors } from './errors.ts';

async function errorsOf(doc: unknown) {
  const resolve = zodResolver(questionDocumentSchema({ pointsEnabled: true }));
  return (await resolve(doc as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never)).errors;
}

describe('form errors by field path', () => {
  it('reads part, list and list-root messages by the paths of the rules', async () => {
    const doc = validQuestion('multiple_choice');
    doc.answers[1]!.content = '<p>paris</p>';
    doc.answers[0]!.correct = false;
    const errors = await errorsOf(doc);
    expect(errorAt(errors, 'points')).toBe('validation.points_required');
    expect(errorAt(errors, 'answers.1.content')).toBe('validation.answers_duplicate');
    // A list rule next to item messages sits on the list's root.
    expect(errorAt(errors, 'answers')).toBe('validation.answers_need_correct');
    expect(errorAt(errors, 'answers.0.content')).toBeUndefined();
    expect(flattenErrors(errors)).toEqual([
      { path: 'points', message: 'validation.points_required' },
      { path: 'answers.1.content', message: 'validation.answers_duplicate' },
      { path: 'answers', message: 'validation.answers_need_correct' },
    ]);
  });

  it('reads a list rule alone, and a part’s sub-list', async () => {
    const doc = validQuestion('grouped_choices');
    doc.answers[0]!.correct = false;
    const errors = await errorsOf({ ...doc, points: 1 });
    expect(errorAt(errors, 'groups.0.answers')).toBe('validation.group_one_correct');
    const none = await errorsOf({ ...validQuestion('categorise'), points: 1, categories: [{ key: 'c1', name: '' }] });
    expect(errorAt(none, 'categories')).toBe('validation.categories_min_valid');
  });
});
