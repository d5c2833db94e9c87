// Public face of the course tree feature: the course sidebar, the course, unit and topic
// overviews, and the unit and topic forms (spec §2).
export { CourseSidebar } from './sidebar/CourseSidebar.tsx';
export { CourseOverviewScreen } from './course/CourseOverviewScreen.tsx';
export { UnitOverviewScreen } from './unit/UnitOverviewScreen.tsx';
export { TopicOverviewScreen } from './topic/TopicOverviewScreen.tsx';
export { EditUnitScreen, NewUnitScreen } from './forms/UnitScreens.tsx';
export { EditTopicScreen, NewTopicScreen } from './forms/TopicScreens.tsx';
export { useRefreshTopicCounts, useTopic } from './data/hooks.ts';
