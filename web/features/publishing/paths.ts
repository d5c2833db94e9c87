// Addresses the publishing pages link to (spec §2 "Verified routes"), under the language prefix.
import type { Language } from '../../../domain/constants.ts';

export const publishingPaths = {
  course: (lang: Language, courseId: number) => `/${lang}/courses/${courseId}`,
  publish: (lang: Language, courseId: number) => `/${lang}/courses/${courseId}/publish`,
  unpublish: (lang: Language, courseId: number) => `/${lang}/courses/${courseId}/unpublish`,
  /** Where to fix an invalid item or topic: its editor, or the topic overview. */
  page: (lang: Language, id: number) => `/${lang}/chapters/${id}`,
  question: (lang: Language, id: number) => `/${lang}/questions/${id}`,
  topic: (lang: Language, id: number) => `/${lang}/topics/${id}`,
  unit: (lang: Language, id: number) => `/${lang}/bundles/${id}`,
};
