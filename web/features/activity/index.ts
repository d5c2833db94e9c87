// Public face of the activity feature: a course's activity and the organization's own events
// (who did what, and when), the addresses of both screens, and who is offered them.
export { CourseActivityScreen } from './CourseActivityScreen.tsx';
export { OrganizationActivityScreen } from './OrganizationActivityScreen.tsx';
export { activityPaths } from './paths.ts';
export { useActivityRights } from './rights.ts';
export { activityKeys } from './data/keys.ts';
