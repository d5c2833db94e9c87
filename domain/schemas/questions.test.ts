import { describe, expect, it } from 'vitest';
import { issuesOf, v, validQuestion } from '../rules/test/fixtures.ts';
import { fieldErrors } from '../rules/issues.ts';
import {
  FILE_UPLOAD_TYPES,
  createQuestionFields,
  createQuestionRequest,
  questionDocumentFields,
  questionDocumentSchema,
  questionSchema,
  questionSummarySchema,
  updateQuestionRequest,
} from './questions.ts';

describe('question document', () => {
  it('fills the §3 defaults of a minimal document', () => {
    const parsed = questionDocumentFields.parse({ type: 'exact_value' });
    expect(parsed).toMatchObject({
      content_html: '',
      sections: [],
      explanation: { sections: [] },
      hint: { sections: [] },
      passage_id: null,
      preceding_question_id: null,
      points: null,
      shuffle_answers: false,
      quiz_title: null,
      file_upload_option: null,
      exact_value_options: { case_sensitive: false, allow_special_characters: false, enable_numbering: false, numbering_bracket: '()', numbering_format: 'number', numbering_start: 1 },
      answers: [],
    });
    expect(parsed).not.toHaveProperty('succeeding_question_id');
  });

  it('fills the defaults of an answer', () => {
    const parsed = questionDocumentFields.parse({ type: 'multiple_choice', answers: [{ key: 'a' }] });
    expect(parsed.answers[0]).toEqual({ key: 'a', content: '', answer_type: 'text', media_id: null, correct: false, category_key: null, group_key: null, label: null });
  });

  it('refuses unknown types and settings', () => {
    expect(questionDocumentFields.safeParse({ type: 'essay' }).success).toBe(false);
    expect(questionDocumentFields.safeParse({ type: 'exact_value', exact_value_options: { numbering_bracket: '<>' } }).success).toBe(false);
    expect(questionDocumentFields.safeParse({ type: 'multiple_choice', file_upload_option: { required: true, file_types: ['exe'] } }).success).toBe(false);
    expect(FILE_UPLOAD_TYPES).toEqual(['archive', 'office', 'image', 'code', 'audio', 'video']);
  });

  it('checks explanation and hint sections like any other', () => {
    const doc = { ...validQuestion('multiple_choice'), hint: { sections: [{ id: 'h' }, { id: 'h' }] } };
    expect(issuesOf(questionDocumentSchema({ pointsEnabled: false }), doc)).toEqual([['hint.sections.1.id', v('invalid')]]);
  });

  it('gives the server the same field paths as the form', () => {
    const doc = { ...validQuestion('multiple_choice'), points: null, answers: [] };
    const result = questionDocumentSchema({ pointsEnabled: true }).safeParse(doc);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues)).toEqual({ points: v('points_required'), answers: v('answers_min_valid') });
  });
});

describe('question requests', () => {
  it('creates in a topic with the rules applied', () => {
    const request = createQuestionRequest({ pointsEnabled: false });
    expect(issuesOf(request, { ...validQuestion('correct_order'), topic_id: 4 })).toEqual([]);
    expect(issuesOf(request, { ...validQuestion('correct_order'), topic_id: 4, answers: [] })).toEqual([['answers', v('order_min_items')]]);
    expect(issuesOf(createQuestionFields, { ...validQuestion('correct_order'), answers: [] }).map(([p]) => p)).toEqual(['topic_id']);
  });

  it('updates carry the lock_version', () => {
    const request = updateQuestionRequest({ pointsEnabled: false });
    expect(issuesOf(request, { ...validQuestion('categorise'), lock_version: 3 })).toEqual([]);
    expect(issuesOf(request, validQuestion('categorise')).map(([p]) => p)).toEqual(['lock_version']);
  });

  it('reads succeeding_question_id as absent (unchanged), null (unlink) or an id', () => {
    const request = updateQuestionRequest({ pointsEnabled: false });
    expect(request.parse({ ...validQuestion('true_or_false'), lock_version: 0 })).not.toHaveProperty('succeeding_question_id');
    expect(request.parse({ ...validQuestion('true_or_false'), lock_version: 0, succeeding_question_id: null }).succeeding_question_id).toBeNull();
    expect(request.parse({ ...validQuestion('true_or_false'), lock_version: 0, succeeding_question_id: 9 }).succeeding_question_id).toBe(9);
  });
});

describe('question reply', () => {
  const reply = {
    id: 10,
    topic_id: 2,
    organization_id: 1,
    position: 0,
    status: 'unpublished',
    source: 'own',
    read_only: false,
    type: 'matching_choices',
    content: 'Match',
    content_html: '<p>Match</p>',
    sections: [],
    explanation: { sections: [] },
    hint: { sections: [] },
    passage_id: null,
    preceding_question_id: 9,
    preceding_question_position: 3,
    succeeding_question_id: null,
    succeeding_question_position: null,
    points: 2.5,
    shuffle_answers: true,
    quiz_title: null,
    exact_value_options: { case_sensitive: false, allow_special_characters: false, enable_numbering: false, numbering_bracket: '()', numbering_format: 'number', numbering_start: 1 },
    file_upload_option: { required: false, file_types: ['image', 'office'] },
    answers: [],
    categories: [],
    groups: [],
    premises: [{ id: 1, key: '1', content: 'Cat' }],
    responses: [
      { id: 2, key: '2', content: 'Meow', premise_key: '1' },
      { id: 3, key: '3', content: 'Moo', premise_key: null },
    ],
    creator_id: 7,
    last_saved_at: '2025-01-01T00:00:00.000Z',
    lock_version: 5,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  };

  it('describes a stored question', () => {
    expect(questionSchema.parse(reply)).toEqual(reply);
  });

  it('loads back into the document schema unchanged (keys are the part ids)', () => {
    const doc = questionDocumentSchema({ pointsEnabled: true }).parse(reply);
    expect(doc.premises).toEqual([{ key: '1', content: 'Cat' }]);
    expect(doc.responses[0]).toEqual({ key: '2', content: 'Meow', premise_key: '1' });
    expect(doc.points).toBe(2.5);
  });

  it('summarises for the questions tab', () => {
    expect(Object.keys(questionSummarySchema.parse({ ...reply, published_at: null, changed_since_published: false })).sort()).toEqual(
      ['changed_since_published', 'published_at', 'content', 'creator_id', 'id', 'last_saved_at', 'lock_version', 'passage_id', 'points', 'position', 'preceding_question_position', 'read_only', 'source', 'status', 'succeeding_question_position', 'topic_id', 'type'].sort(),
    );
  });
});
