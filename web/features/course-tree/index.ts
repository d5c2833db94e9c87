// Public face of the course tree feature: the course sidebar, the course, unit and topic
// overviews, and the unit and topic forms (spec §2).
export { CourseSidebar } from './sidebar/CourseSidebar.tsx';
export { CourseOverviewPage } from './course/CourseOverviewPage.tsx';
export { BundleOverviewPage } from './bundle/BundleOverviewPage.tsx';
export { TopicOverviewPage } from './topic/TopicOverviewPage.tsx';
export { EditBundlePage, NewBundlePage } from './forms/BundlePages.tsx';
export { EditTopicPage, NewTopicPage } from './forms/TopicPages.tsx';
export { treePaths } from './paths.ts';
export { contentPaths } from './topic/contentPaths.ts';
export { bundleKeys, courseTreeKeys, topicKeys } from './data/keys.ts';
export { useRefreshTopicCounts, useTopic } from './data/queries.ts';
