// Screens not needed at first paint, loaded on demand, each with the Mantine styles of the
// components only screens use (styles/screens.css; the first screen's are in the entry).
//
// Each screen is imported from its own module, not from its feature's index.ts: a dynamic
// import of an index keeps everything the index exports, and the chunk of a feature that
// imports one helper from that index would then carry the other feature's screens too (the
// course overview carried the question editor, and with it TipTap).
import { createElement, lazy, useEffect } from 'react';
import type { ComponentProps, ComponentType, LazyExoticComponent } from 'react';

const screenStyles = () => import('./styles/screens.css');

/** A lazily loaded screen; `preload` starts its download before it renders (preloadScreens.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy() takes any component
function screen<T extends ComponentType<any>>(load: () => Promise<T>): LazyExoticComponent<T> & { preload: () => Promise<T> } {
  let loading: Promise<T> | null = null;
  const preload = () => {
    // The styles first: their <link> then precedes the screen's own, which may override them.
    loading ??= Promise.all([screenStyles(), load()]).then(
      ([, component]) => component,
      (error: unknown) => {
        // A failed download (offline, a new deployment) is tried again by the next render.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(async () => ({ default: await preload() })), { preload });
}

type Preloadable = { preload: () => Promise<unknown> };

/** Downloads the screens' code when the browser is idle, unless the connection asks to save data. */
function prefetchWhenIdle(screens: Preloadable[]): () => void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return () => undefined;
  const start = () => {
    // A failed download is tried again when the screen is opened.
    for (const next of screens) next.preload().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 500);
  return () => window.clearTimeout(id);
}

/**
 * `current`, which once shown fetches the code of the screens a teacher goes to from it (the
 * course list to a course, a topic to its editors), so a click into one waits for its data and
 * not for its code as well.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as lazy() takes any component
export function leadingTo<T extends ComponentType<any> & Preloadable>(current: T, next: () => Preloadable[]): T {
  function ScreenLeadingOn(props: ComponentProps<T>) {
    useEffect(() => prefetchWhenIdle(next()), []);
    return createElement(current, props);
  }
  return Object.assign(ScreenLeadingOn, { preload: current.preload }) as unknown as T;
}

const courseCreate = () => import('../features/courses/form/CourseCreateScreen.tsx');
export const CourseListScreen = leadingTo(
  screen(() => import('../features/courses/list/CourseListScreen.tsx').then((m) => m.CourseListScreen)),
  () => [CourseSidebar, CourseOverviewScreen],
);
export const CourseCreateScreen = screen(() => courseCreate().then((m) => m.CourseCreateScreen));
export const AssessmentCourseCreateScreen = screen(() => courseCreate().then((m) => m.AssessmentCourseCreateScreen));
export const CourseEditScreen = screen(() => import('../features/courses/form/CourseEditScreen.tsx').then((m) => m.CourseEditScreen));

export const CourseSidebar = screen(() => import('../features/course-tree/sidebar/CourseSidebar.tsx').then((m) => m.CourseSidebar));
export const CourseOverviewScreen = leadingTo(
  screen(() => import('../features/course-tree/course/CourseOverviewScreen.tsx').then((m) => m.CourseOverviewScreen)),
  () => [UnitOverviewScreen, TopicOverviewScreen],
);
export const UnitOverviewScreen = leadingTo(
  screen(() => import('../features/course-tree/unit/UnitOverviewScreen.tsx').then((m) => m.UnitOverviewScreen)),
  () => [TopicOverviewScreen],
);
export const TopicOverviewScreen = leadingTo(
  screen(() => import('../features/course-tree/topic/TopicOverviewScreen.tsx').then((m) => m.TopicOverviewScreen)),
  () => [PageEditorScreen, QuestionEditorScreen],
);
const unitForms = () => import('../features/course-tree/forms/UnitScreens.tsx');
export const NewUnitScreen = screen(() => unitForms().then((m) => m.NewUnitScreen));
export const EditUnitScreen = screen(() => unitForms().then((m) => m.EditUnitScreen));
const topicForms = () => import('../features/course-tree/forms/TopicScreens.tsx');
export const NewTopicScreen = screen(() => topicForms().then((m) => m.NewTopicScreen));
export const EditTopicScreen = screen(() => topicForms().then((m) => m.EditTopicScreen));

export const TeamsScreen = screen(() => import('../features/teams/TeamsScreen.tsx').then((m) => m.TeamsScreen));
export const MembersScreen = screen(() => import('../features/members/MembersScreen.tsx').then((m) => m.MembersScreen));
export const TagsScreen = screen(() => import('../features/tags/TagsScreen.tsx').then((m) => m.TagsScreen));
const tagLists = () => import('../features/tags/TagLists.tsx');
export const GradeTagList = screen(() => tagLists().then((m) => m.GradeTagList));
export const SubjectList = screen(() => tagLists().then((m) => m.SubjectList));
export const OtherTagList = screen(() => tagLists().then((m) => m.OtherTagList));
export const UnverifiedScreen = screen(() => import('../features/unverified/UnverifiedScreen.tsx').then((m) => m.UnverifiedScreen));

export const PageEditorScreen = screen(() => import('../features/pages/PageScreens.tsx').then((m) => m.PageEditorScreen));
export const PassageEditorScreen = screen(() => import('../features/passages/PassageScreens.tsx').then((m) => m.PassageEditorScreen));
export const QuestionEditorScreen = screen(() => import('../features/questions/editor/QuestionEditorScreen.tsx').then((m) => m.QuestionEditorScreen));

export const PublishScreen = screen(() => import('../features/publishing/screens/PublishScreen.tsx').then((m) => m.PublishScreen));
export const UnpublishScreen = screen(() => import('../features/publishing/screens/UnpublishScreen.tsx').then((m) => m.UnpublishScreen));
const failedContent = () => import('../features/failed-content/FailedContentScreen.tsx');
export const FailedPagesScreen = screen(() => failedContent().then((m) => m.FailedPagesScreen));
export const FailedQuestionsScreen = screen(() => failedContent().then((m) => m.FailedQuestionsScreen));
export const FailedPassagesScreen = screen(() => failedContent().then((m) => m.FailedPassagesScreen));
export const CourseActivityScreen = screen(() => import('../features/activity/CourseActivityScreen.tsx').then((m) => m.CourseActivityScreen));
export const OrganizationActivityScreen = screen(() =>
  import('../features/activity/OrganizationActivityScreen.tsx').then((m) => m.OrganizationActivityScreen),
);
export const PreviewScreen = screen(() => import('../features/preview/PreviewScreen.tsx').then((m) => m.PreviewScreen));
export const AccessibilityStatementScreen = screen(() =>
  import('../features/accessibility/AccessibilityStatementScreen.tsx').then((m) => m.AccessibilityStatementScreen),
);
export const SpreadsheetImportScreen = screen(() =>
  import('../features/spreadsheet-import/SpreadsheetImportScreen.tsx').then((m) => m.SpreadsheetImportScreen),
);
export const DocumentImportScreen = screen(() => import('../features/document-import/DocumentImportScreen.tsx').then((m) => m.DocumentImportScreen));
export const InterchangeImportScreen = screen(() => import('../features/interchange/InterchangeImportScreen.tsx').then((m) => m.InterchangeImportScreen));
export const ImportQuestionsScreen = screen(() => import('../features/importing/screen/ImportQuestionsScreen.tsx').then((m) => m.ImportQuestionsScreen));
