// The document import's address (spec §2 "Verified routes": topics/{id}/import/document), under
// the language prefix.
import type { Language } from '../../../domain/constants.ts';

export const documentImportPaths = {
  page: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/import/document`,
};
