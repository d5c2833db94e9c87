// Public face of the publishing feature: the publish and unpublish pages (spec §2 "Publish
// and Unpublish pages", with progress modals, §4, §6) and the buttons that open them.
export { PublishScreen } from './screens/PublishScreen.tsx';
export { UnpublishScreen } from './screens/UnpublishScreen.tsx';
export { PublishActions } from './PublishActions.tsx';
export { publishingPaths } from './paths.ts';
