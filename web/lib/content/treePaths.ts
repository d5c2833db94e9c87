// Addresses of the course tree screens (spec §2 "Verified routes"), under the language prefix.
import type { Language } from '../../../domain/constants.ts';

export const treePaths = {
  course: (lang: Language, courseId: number) => `/${lang}/courses/${courseId}`,
  editCourse: (lang: Language, courseId: number) => `/${lang}/courses/${courseId}/edit`,
  newUnit: (lang: Language, courseId: number) => `/${lang}/courses/${courseId}/bundles/new`,
  unit: (lang: Language, unitId: number) => `/${lang}/bundles/${unitId}`,
  editUnit: (lang: Language, unitId: number) => `/${lang}/bundles/${unitId}/edit`,
  newTopic: (lang: Language, unitId: number) => `/${lang}/bundles/${unitId}/topics/new`,
  /** A topic opens on its overview, or on its questions list in a school assessment course (§2 "Sidebar"). */
  topic: (lang: Language, topicId: number, assessment = false) =>
    assessment ? `/${lang}/topics/${topicId}/questions` : `/${lang}/topics/${topicId}`,
  topicQuestions: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/questions`,
  editTopic: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/edit`,
};
