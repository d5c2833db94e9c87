export { TagsPage, tagTabFromPath } from './TagsPage.tsx';
export { GradeTagList, OtherTagList, SubjectList } from './TagLists.tsx';
