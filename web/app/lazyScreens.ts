// Screens not needed at first paint, loaded on demand (each feature is its own chunk).
import { lazy } from 'react';

export const CourseListPage = lazy(() =>
  import('../features/courses/index.ts').then((m) => ({ default: m.CourseListPage })),
);
export const CourseCreatePage = lazy(() =>
  import('../features/courses/index.ts').then((m) => ({ default: m.CourseCreatePage })),
);
export const AssessmentCourseCreatePage = lazy(() =>
  import('../features/courses/index.ts').then((m) => ({ default: m.AssessmentCourseCreatePage })),
);
export const CourseEditPage = lazy(() =>
  import('../features/courses/index.ts').then((m) => ({ default: m.CourseEditPage })),
);
const courseTree = () => import('../features/course-tree/index.ts');
export const CourseSidebar = lazy(() => courseTree().then((m) => ({ default: m.CourseSidebar })));
export const CourseOverviewPage = lazy(() => courseTree().then((m) => ({ default: m.CourseOverviewPage })));
export const BundleOverviewPage = lazy(() => courseTree().then((m) => ({ default: m.BundleOverviewPage })));
export const TopicOverviewPage = lazy(() => courseTree().then((m) => ({ default: m.TopicOverviewPage })));
export const NewBundlePage = lazy(() => courseTree().then((m) => ({ default: m.NewBundlePage })));
export const EditBundlePage = lazy(() => courseTree().then((m) => ({ default: m.EditBundlePage })));
export const NewTopicPage = lazy(() => courseTree().then((m) => ({ default: m.NewTopicPage })));
export const EditTopicPage = lazy(() => courseTree().then((m) => ({ default: m.EditTopicPage })));
export const TeamsPage = lazy(() => import('../features/teams/index.ts').then((m) => ({ default: m.TeamsPage })));
export const MembersPage = lazy(() => import('../features/members/index.ts').then((m) => ({ default: m.MembersPage })));
export const TagsPage = lazy(() => import('../features/tags/index.ts').then((m) => ({ default: m.TagsPage })));
export const GradeTagList = lazy(() => import('../features/tags/index.ts').then((m) => ({ default: m.GradeTagList })));
export const SubjectList = lazy(() => import('../features/tags/index.ts').then((m) => ({ default: m.SubjectList })));
export const OtherTagList = lazy(() => import('../features/tags/index.ts').then((m) => ({ default: m.OtherTagList })));
export const UnverifiedPage = lazy(() =>
  import('../features/unverified/index.ts').then((m) => ({ default: m.UnverifiedPage })),
);
const chapters = () => import('../features/chapters/index.ts');
export const ChapterEditorPage = lazy(() => chapters().then((m) => ({ default: m.ChapterEditorPage })));
const passages = () => import('../features/passages/index.ts');
export const PassageEditorPage = lazy(() => passages().then((m) => ({ default: m.PassageEditorPage })));
export const QuestionEditorPage = lazy(() => import('../features/questions/index.ts').then((m) => ({ default: m.QuestionEditorPage })));
const publishing = () => import('../features/publishing/index.ts');
export const PublishPage = lazy(() => publishing().then((m) => ({ default: m.PublishPage })));
export const UnpublishPage = lazy(() => publishing().then((m) => ({ default: m.UnpublishPage })));
const failedContent = () => import('../features/failed-content/index.ts');
export const FailedChaptersPage = lazy(() => failedContent().then((m) => ({ default: m.FailedChaptersPage })));
export const FailedQuestionsPage = lazy(() => failedContent().then((m) => ({ default: m.FailedQuestionsPage })));
export const FailedPassagesPage = lazy(() => failedContent().then((m) => ({ default: m.FailedPassagesPage })));
export const PreviewPage = lazy(() => import('../features/preview/index.ts').then((m) => ({ default: m.PreviewPage })));
export const SpreadsheetImportPage = lazy(() =>
  import('../features/spreadsheet-import/index.ts').then((m) => ({ default: m.SpreadsheetImportPage })),
);
export const DocumentImportPage = lazy(() => import('../features/document-import/index.ts').then((m) => ({ default: m.DocumentImportPage })));
export const ImportQuestionsPage = lazy(() => import('../features/importing/index.ts').then((m) => ({ default: m.ImportQuestionsPage })));
