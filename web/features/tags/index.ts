export { TagsScreen, tagTabFromPath } from './TagsScreen.tsx';
export { GradeTagList, OtherTagList, SubjectList } from './TagLists.tsx';
