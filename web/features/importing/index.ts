// Public face of the importing feature (spec §2 "Import questions from an organization or
// the test bank"): the import page at topics/{id}/organizations/pena|{organizationId}/import,
// the topic's "Import questions" menu, and the import addresses.
export { ImportQuestionsScreen } from './screen/ImportQuestionsScreen.tsx';
export { ImportQuestionsMenu } from './ImportQuestionsMenu.tsx';
export type { ImportQuestionsMenuProps } from './ImportQuestionsMenu.tsx';
export { importPaths } from './paths.ts';
