// Public face of the courses feature: the course list, the create, create-assessment and
// edit forms, and the course data other features may refresh.
export { CourseListPage } from './list/CourseListPage.tsx';
export { AssessmentCourseCreatePage, CourseCreatePage } from './form/CourseCreatePage.tsx';
export { CourseEditPage } from './form/CourseEditPage.tsx';
export { courseKeys, useCourse } from './data/courses.ts';
