// Public face of the study-guides feature: a topic's study guides (uploaded files and links)
// with the study-guide upload modal (spec §2, §3 Lesson, §5).
export { StudyGuidesSection } from './StudyGuidesSection.tsx';
export type { StudyGuideTarget } from './data/mutations.ts';
