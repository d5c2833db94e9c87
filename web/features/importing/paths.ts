// Addresses of the import screens (spec §2 "Verified routes": topics/{id}/organizations/{product}/import
// for the provider's test bank, topics/{id}/organizations/{organizationId}/import for another
// school of the user, topics/{id}/import/excel for a spreadsheet) and the topic's export.
import type { Language } from '../../../domain/constants.ts';

/** The {product} segment of the test bank's address. */
export const TEST_BANK_SEGMENT = 'pena';

export const importPaths = {
  testBank: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/organizations/${TEST_BANK_SEGMENT}/import`,
  organization: (lang: Language, topicId: number, organizationId: number) => `/${lang}/topics/${topicId}/organizations/${organizationId}/import`,
  spreadsheet: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/import/excel`,
  document: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/import/document`,
  /** GET …/excel/export: the topic's questions in the spreadsheet template (a download). */
  spreadsheetExport: (topicId: number) => `/content/topics/${topicId}/excel/export`,
};
