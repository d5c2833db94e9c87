// Addresses of the question editor (spec §2): `{lang}/questions/{id}` and
// `{lang}/topics/{topicId}/questions/new`, optionally with `?type=` to start with a type.
import type { Language } from '../../../domain/constants.ts';
import type { QuestionType } from '../../../domain/schemas/questions.ts';

export const questionPaths = {
  edit: (lang: Language, id: number) => `/${lang}/questions/${id}`,
  create: (lang: Language, topicId: number, type?: QuestionType) => `/${lang}/topics/${topicId}/questions/new${type ? `?type=${type}` : ''}`,
  topicQuestions: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/questions`,
};
