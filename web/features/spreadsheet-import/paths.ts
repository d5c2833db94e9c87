// Addresses the spreadsheet import links to (spec §2 "Verified routes"), under the language
// prefix, and the template the server writes in the caller's language (the pena_lang cookie).
import type { Language } from '../../../domain/constants.ts';

export const spreadsheetImportPaths = {
  page: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/import/excel`,
  /** A topic opens on its overview, or on its questions list in a school assessment course (§2 "Sidebar"). */
  topic: (lang: Language, topicId: number, assessment = false) =>
    assessment ? `/${lang}/topics/${topicId}/questions` : `/${lang}/topics/${topicId}`,
  question: (lang: Language, id: number) => `/${lang}/questions/${id}`,
  template: '/importing/excel_template',
};
