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

const courseCreate = () => import('../features/courses/form/CourseCreatePage.tsx');
export const CourseListPage = leadingTo(
  screen(() => import('../features/courses/list/CourseListPage.tsx').then((m) => m.CourseListPage)),
  () => [CourseSidebar, CourseOverviewPage],
);
export const CourseCreatePage = screen(() => courseCreate().then((m) => m.CourseCreatePage));
export const AssessmentCourseCreatePage = screen(() => courseCreate().then((m) => m.AssessmentCourseCreatePage));
export const CourseEditPage = screen(() => import('../features/courses/form/CourseEditPage.tsx').then((m) => m.CourseEditPage));

export const CourseSidebar = screen(() => import('../features/course-tree/sidebar/CourseSidebar.tsx').then((m) => m.CourseSidebar));
export const CourseOverviewPage = leadingTo(
  screen(() => import('../features/course-tree/course/CourseOverviewPage.tsx').then((m) => m.CourseOverviewPage)),
  () => [BundleOverviewPage, TopicOverviewPage],
);
export const BundleOverviewPage = leadingTo(
  screen(() => import('../features/course-tree/bundle/BundleOverviewPage.tsx').then((m) => m.BundleOverviewPage)),
  () => [TopicOverviewPage],
);
export const TopicOverviewPage = leadingTo(
  screen(() => import('../features/course-tree/topic/TopicOverviewPage.tsx').then((m) => m.TopicOverviewPage)),
  () => [ChapterEditorPage, QuestionEditorPage],
);
const bundleForms = () => import('../features/course-tree/forms/BundlePages.tsx');
export const NewBundlePage = screen(() => bundleForms().then((m) => m.NewBundlePage));
export const EditBundlePage = screen(() => bundleForms().then((m) => m.EditBundlePage));
const topicForms = () => import('../features/course-tree/forms/TopicPages.tsx');
export const NewTopicPage = screen(() => topicForms().then((m) => m.NewTopicPage));
export const EditTopicPage = screen(() => topicForms().then((m) => m.EditTopicPage));

export const TeamsPage = screen(() => import('../features/teams/TeamsPage.tsx').then((m) => m.TeamsPage));
export const MembersPage = screen(() => import('../features/members/MembersPage.tsx').then((m) => m.MembersPage));
export const TagsPage = screen(() => import('../features/tags/TagsPage.tsx').then((m) => m.TagsPage));
const tagLists = () => import('../features/tags/TagLists.tsx');
export const GradeTagList = screen(() => tagLists().then((m) => m.GradeTagList));
export const SubjectList = screen(() => tagLists().then((m) => m.SubjectList));
export const OtherTagList = screen(() => tagLists().then((m) => m.OtherTagList));
export const UnverifiedPage = screen(() => import('../features/unverified/UnverifiedPage.tsx').then((m) => m.UnverifiedPage));

export const ChapterEditorPage = screen(() => import('../features/chapters/ChapterPages.tsx').then((m) => m.ChapterEditorPage));
export const PassageEditorPage = screen(() => import('../features/passages/PassagePages.tsx').then((m) => m.PassageEditorPage));
export const QuestionEditorPage = screen(() => import('../features/questions/editor/QuestionEditorPage.tsx').then((m) => m.QuestionEditorPage));

export const PublishPage = screen(() => import('../features/publishing/pages/PublishPage.tsx').then((m) => m.PublishPage));
export const UnpublishPage = screen(() => import('../features/publishing/pages/UnpublishPage.tsx').then((m) => m.UnpublishPage));
const failedContent = () => import('../features/failed-content/FailedContentPage.tsx');
export const FailedChaptersPage = screen(() => failedContent().then((m) => m.FailedChaptersPage));
export const FailedQuestionsPage = screen(() => failedContent().then((m) => m.FailedQuestionsPage));
export const FailedPassagesPage = screen(() => failedContent().then((m) => m.FailedPassagesPage));
export const PreviewPage = screen(() => import('../features/preview/PreviewPage.tsx').then((m) => m.PreviewPage));
export const SpreadsheetImportPage = screen(() =>
  import('../features/spreadsheet-import/SpreadsheetImportPage.tsx').then((m) => m.SpreadsheetImportPage),
);
export const DocumentImportPage = screen(() => import('../features/document-import/DocumentImportPage.tsx').then((m) => m.DocumentImportPage));
export const ImportQuestionsPage = screen(() => import('../features/importing/page/ImportQuestionsPage.tsx').then((m) => m.ImportQuestionsPage));
