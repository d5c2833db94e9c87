// Public face of the failed-content feature (spec §2 "Failed-content lists"): the three lists
// and the link to them from the course list.
export { FailedPagesScreen, FailedPassagesScreen, FailedQuestionsScreen } from './FailedContentScreen.tsx';
export { FailedContentLink } from './FailedContentLink.tsx';
export { failedKeys } from './data/failedContent.ts';
export { failedPaths } from './paths.ts';
