// Public face of the courses feature: the course list, the create, create-assessment and
// edit forms, the course data other features may refresh, and the date range filter other
// lists use too.
export { CourseListScreen } from './list/CourseListScreen.tsx';
export { AssessmentCourseCreateScreen, CourseCreateScreen } from './form/CourseCreateScreen.tsx';
export { CourseEditScreen } from './form/CourseEditScreen.tsx';
export { useCourse } from './data/courses.ts';
export { DateRangeFilter } from './list/DateRangeFilter.tsx';
