// Addresses of a topic's items (spec §2 "Verified routes"): the page, question and passage
// editors, and their new-item pages under the topic. The editors live in their own features;
// the topic overview only links to them.
import type { Language } from '../../../../domain/constants.ts';
import type { ChapterType } from '../../../../domain/schemas/content.ts';

export const contentPaths = {
  chapter: (lang: Language, id: number) => `/${lang}/chapters/${id}`,
  question: (lang: Language, id: number) => `/${lang}/questions/${id}`,
  passage: (lang: Language, id: number) => `/${lang}/passages/${id}`,
  newChapter: (lang: Language, topicId: number, type: ChapterType) => `/${lang}/topics/${topicId}/chapters/new?type=${type}`,
  newQuestion: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/questions/new`,
  newPassage: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/passages/new`,
};
