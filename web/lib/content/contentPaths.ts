// Addresses of a topic's items (spec §2 "Verified routes"): the page, question and passage
// editors, and their new-item pages under the topic. The editors live in their own features;
// the topic overview only links to them.
import type { Language } from '../../../domain/constants.ts';
import type { PageType } from '../../../domain/schemas/content.ts';

export const contentPaths = {
  page: (lang: Language, id: number) => `/${lang}/chapters/${id}`,
  question: (lang: Language, id: number) => `/${lang}/questions/${id}`,
  passage: (lang: Language, id: number) => `/${lang}/passages/${id}`,
  newPage: (lang: Language, topicId: number, type: PageType) => `/${lang}/topics/${topicId}/chapters/new?type=${type}`,
  newQuestion: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/questions/new`,
  newPassage: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/passages/new`,
};
