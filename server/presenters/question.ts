// Question rows → API JSON (spec §3 "Question", domain/schemas/questions.ts questionSchema).
// The only way questions leave the server. Parts are replaced on every save, so a part's
// `key` in a reply is its row id as a string; answers name their category or group, and
// responses their premise, by that key. Positions of linked questions are their `position`
// (0-based, like the question's own).
import type { FileUploadType, Question } from '../../domain/schemas/questions.ts';
import { isReadOnlySource } from '../../domain/schemas/content.ts';
import type { QuestionDetail } from '../queries/questionDetail.ts';



const keyOf = (id: number | null) => (id === null ? null : String(id));

export function presentQuestion(q: QuestionDetail): Question {
  return {
    id: q.id,
    topic_id: q.topicId,
    organization_id: q.organizationId,
    position: q.position,
    status: q.status,
    source: q.source,
    read_only: isReadOnlySource(q.source),
    type: q.type,
    content: q.content,
    content_html: q.contentHtml,
    sections: q.sections,
    explanation: { sections: q.explanation.sections },
    hint: { sections: q.hint.sections },
    passage_id: q.passageId,
    preceding_question_id: q.precedingQuestionId,
    preceding_question_position: q.precedingQuestionId === null ? null : q.precedingPosition,
    succeeding_question_id: q.succeeding?.id ?? null,
    succeeding_question_position: q.succeeding?.position ?? null,
    points: q.points,
    shuffle_answers: q.shuffleAnswers,
    quiz_title: q.quizTitle,
    exact_value_options: q.exactValueOptions,
    file_upload_option: q.fileUploadOption
      ? { required: q.fileUploadOption.required, file_types: q.fileUploadOption.file_types as FileUploadType[] }
      : null,
    answers: q.answers.map((a) => ({
      id: a.id,
      key: String(a.id),
      content: a.content,
      answer_type: a.answer_type,
      media_id: a.media_id,
      correct: a.correct,
      category_key: keyOf(a.category_id),
      group_key: keyOf(a.group_id),
      label: a.label,
    })),
    categories: q.categories.map((c) => ({ id: c.id, key: String(c.id), name: c.name })),
    groups: q.groups.map((g) => ({ id: g.id, key: String(g.id), name: g.name })),
    premises: q.premises.map((p) => ({ id: p.id, key: String(p.id), content: p.content })),
    responses: q.responses.map((r) => ({ id: r.id, key: String(r.id), content: r.content, premise_key: keyOf(r.premise_id) })),
    creator_id: q.creatorId,
    last_saved_at: q.lastSavedAt.toISOString(),
    lock_version: q.lockVersion,
    created_at: q.createdAt.toISOString(),
    updated_at: q.updatedAt.toISOString(),
  };
}
