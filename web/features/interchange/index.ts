// Public face of the interchange feature: questions moving in and out as other tools' files.
// The import screen's address (the screen itself is loaded lazily by web/app/lazyScreens.ts),
// and the "Export questions" menu with its plan modal that the topic and course overviews show.
export { interchangeImportPaths } from './paths.ts';
export type { ExportTarget } from './paths.ts';
export { ExportQuestionsMenu } from './export/ExportQuestionsMenu.tsx';
export type { ExportQuestionsMenuProps } from './export/ExportQuestionsMenu.tsx';
export { ExportPlanModal } from './export/ExportPlanModal.tsx';
