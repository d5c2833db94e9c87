// The learner preview (spec §2 "Preview") → API JSON: the topic as a student gets it, with
// its pages, questions and passages. The documents arrive already presented (the draft's by
// the page, question and passage presenters through loaders/topicDocuments.ts; the
// published snapshot's as those presenters replied when it was published), so this shapes
// only the topic around them. The only way a preview leaves the server.
import type { Page, Passage } from '../../domain/schemas/content.ts';
import type { PreviewLink, PreviewTopic, PreviewVersion } from '../../domain/schemas/preview.ts';
import type { Question } from '../../domain/schemas/questions.ts';
import type { Language } from '../i18n.ts';
import type { PreviewClaims } from '../preview/tokens.ts';

export interface PreviewTopicRow {
  id: number;
  name: string;
  shuffleAnswers: boolean;
  shuffleQuestions: boolean;
  questionsLabel: string | null;
  context: { courseName: string; unitName: string };
}

export interface PreviewDocuments {
  chapters: Page[];
  questions: Question[];
  passages: Passage[];
}

/** The web address of the learner view for a token, in the user's language (web route /:lang/preview/:token). */
export function previewPath(lang: Language, token: string): string {
  return `/${lang}/preview/${token}`;
}

export function presentPreviewLink(token: string, claims: PreviewClaims, lang: Language): PreviewLink {
  return { token, path: previewPath(lang, token), expires_at: new Date(claims.expiresAt).toISOString() };
}

export function presentPreviewTopic(
  topic: PreviewTopicRow,
  opts: { pointsEnabled: boolean; version: PreviewVersion; publishedAvailable: boolean; expiresAt: number },
  documents: PreviewDocuments,
): PreviewTopic {
  return {
    topic: {
      id: topic.id,
      name: topic.name,
      shuffle_answers: topic.shuffleAnswers,
      shuffle_questions: topic.shuffleQuestions,
      questions_label: topic.questionsLabel,
      course_name: topic.context.courseName,
      unit_name: topic.context.unitName,
    },
    points_enabled: opts.pointsEnabled,
    version: opts.version,
    published_available: opts.publishedAvailable,
    expires_at: new Date(opts.expiresAt).toISOString(),
    chapters: documents.chapters,
    questions: documents.questions,
    passages: documents.passages,
  };
}
