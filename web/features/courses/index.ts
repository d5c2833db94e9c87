// Public face of the courses feature: the course list, the create, create-assessment and
// edit forms, and the course data other features may refresh.
export { CourseListScreen } from './list/CourseListScreen.tsx';
export { AssessmentCourseCreateScreen, CourseCreateScreen } from './form/CourseCreateScreen.tsx';
export { CourseEditScreen } from './form/CourseEditScreen.tsx';
export { useCourse } from './data/courses.ts';
