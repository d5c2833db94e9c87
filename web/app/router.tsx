// The routes (spec §2). Everything lives under /{lang}; below it the auth gate (login
// screen when signed out) and the verification gate; then the layouts and the screens.
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { DataRouter, RouteObject } from 'react-router';
import { SESSION_HINT_COOKIE } from '../../domain/constants.ts';
import { readCookie } from '../lib/cookies.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { AuthGate } from './AuthGate.tsx';
import { LanguageLayout } from './LanguageLayout.tsx';
import { TopBarLayout } from './layouts/index.ts';
import {
  CourseListScreen,
  GradeTagList,
  OtherTagList,
  SubjectList,
  TagsScreen,
  TeamsScreen,
  MembersScreen,
  UnverifiedScreen,
} from './lazyScreens.ts';
import { NotFound } from './NotFound.tsx';
import { preloadScreens } from './preloadScreens.ts';
import { RootLayout } from './RootLayout.tsx';
import { RootRedirect } from './RootRedirect.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { VerificationGate } from './VerificationGate.tsx';
import { EditorOutlet } from '../components/editor/EditorOutlet.tsx';
import { PageEditorScreen, PassageEditorScreen } from './lazyScreens.ts';
import { QuestionEditorScreen } from './lazyScreens.ts';
import { BareLayout } from './layouts/index.ts';
import { PublishScreen, UnpublishScreen } from './lazyScreens.ts';
import { FailedPagesScreen, FailedPassagesScreen, FailedQuestionsScreen } from './lazyScreens.ts';
import { CourseActivityScreen, OrganizationActivityScreen } from './lazyScreens.ts';
import { AccessibilityStatementScreen, PreviewScreen } from './lazyScreens.ts';
import { ImportQuestionsScreen } from './lazyScreens.ts';
import { DocumentImportScreen, InterchangeImportScreen, SpreadsheetImportScreen } from './lazyScreens.ts';
import { Suspense } from 'react';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { AssessmentCourseCreateScreen, CourseCreateScreen, CourseEditScreen } from './lazyScreens.ts';
import { SidebarLayout } from './layouts/index.ts';
import {
  UnitOverviewScreen,
  CourseOverviewScreen,
  CourseSidebar,
  EditUnitScreen,
  EditTopicScreen,
  NewUnitScreen,
  NewTopicScreen,
  TopicOverviewScreen,
} from './lazyScreens.ts';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorBoundary />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/:lang',
        element: <LanguageLayout />,
        children: [
          // The learner preview (§2 "Preview"): outside the login gate, the token in the address is the capability.
          { path: 'preview/:token', element: <Suspense fallback={<LoadingScreen />}><PreviewScreen /></Suspense> },
          // The accessibility statement: public, read before signing in as well as after.
          { path: 'accessibility', element: <Suspense fallback={<LoadingScreen />}><AccessibilityStatementScreen /></Suspense> },
          {
            element: <AuthGate />,
            children: [
              {
                element: <VerificationGate />,
                children: [
                  {
                    element: <BareLayout />,
                    children: [
                      { path: 'courses/new', element: <RouteGuard route="content"><CourseCreateScreen /></RouteGuard> },
                      {
                        path: 'assessment_courses/new',
                        element: (
                          <RouteGuard route="content">
                            <RouteGuard route="create_assessment"><AssessmentCourseCreateScreen /></RouteGuard>
                          </RouteGuard>
                        ),
                      },
                      { path: 'courses/:courseId/bundles/new', element: <RouteGuard route="content"><NewUnitScreen /></RouteGuard> },
                      { path: 'bundles/:unitId/topics/new', element: <RouteGuard route="content"><NewTopicScreen /></RouteGuard> },
                      // Publish and unpublish (§2 "Layouts": no top bar, no sidebar; §6: the publish permission).
                      { path: 'courses/:courseId/publish', element: <RouteGuard route="publish"><PublishScreen /></RouteGuard> },
                      { path: 'courses/:courseId/unpublish', element: <RouteGuard route="unpublish"><UnpublishScreen /></RouteGuard> },
                      // Import from the provider's test bank or another school (§2; §6: import_provider, import_organization).
                      {
                        path: 'topics/:topicId/organizations/pena/import',
                        element: (
                          <RouteGuard route="content">
                            <RouteGuard route="import_provider"><ImportQuestionsScreen source="test_bank" /></RouteGuard>
                          </RouteGuard>
                        ),
                      },
                      {
                        path: 'topics/:topicId/organizations/:organizationId/import',
                        element: (
                          <RouteGuard route="content">
                            <RouteGuard route="import_organization"><ImportQuestionsScreen source="organization" /></RouteGuard>
                          </RouteGuard>
                        ),
                      },
                      // Spreadsheet import (§2 "Spreadsheet import: Convert, Import, Review";
                      // §6: the import permission and upload_question_bulk).
                      {
                        path: 'topics/:topicId/import/excel',
                        element: (
                          <RouteGuard route="content">
                            <RouteGuard route="import_excel"><SpreadsheetImportScreen /></RouteGuard>
                          </RouteGuard>
                        ),
                      },
                      // Questions from another tool's file (QTI, Common Cartridge, Moodle XML, GIFT,
                      // Aiken): the spreadsheet import's guard.
                      {
                        path: 'topics/:topicId/import/file',
                        element: (
                          <RouteGuard route="content">
                            <RouteGuard route="import_excel"><InterchangeImportScreen /></RouteGuard>
                          </RouteGuard>
                        ),
                      },
                      // Questions from a document (§2 "Import from document, AI flow: Upload,
                      // Processing, Review"; §6: the import permission, upload_question_bulk
                      // and upload_question_llm).
                      {
                        path: 'topics/:topicId/import/document',
                        element: (
                          <RouteGuard route="content">
                            <RouteGuard route="import_document"><DocumentImportScreen /></RouteGuard>
                          </RouteGuard>
                        ),
                      },
                    ],
                  },
                  {
                    // Course, unit and topic overviews: the course sidebar beside the page (§2 "Layouts").
                    element: <SidebarLayout sidebar={<CourseSidebar />} />,
                    children: [
                      {
                        element: <RouteGuard route="content" />,
                        children: [
                          { path: 'courses/:courseId', element: <CourseOverviewScreen /> },
                          { path: 'bundles/:unitId', element: <UnitOverviewScreen /> },
                          { path: 'topics/:topicId', element: <TopicOverviewScreen /> },
                          { path: 'topics/:topicId/questions', element: <TopicOverviewScreen /> },
                          // A course's activity (§6: those who publish it, admins and publishers).
                          { path: 'courses/:courseId/activity', element: <RouteGuard route="activity"><CourseActivityScreen /></RouteGuard> },
                        ],
                      },
                    ],
                  },
                  {
                    // Editors (spec §2 "Editor header"): no top bar or sidebar; each editor brings
                    // EditorLayout (web/components/editor). Add question routes here too.
                    element: <EditorOutlet />,
                    children: [
                      {
                        element: <RouteGuard route="content" />,
                        children: [
                          // One element for an item's address and its new-item address: the first save
                          // of a new item moves it to its address in the same editor (EditorSession).
                          { path: 'chapters/:pageId', element: <PageEditorScreen /> },
                          { path: 'topics/:topicId/chapters/new', element: <PageEditorScreen /> },
                          { path: 'passages/:passageId', element: <PassageEditorScreen /> },
                          { path: 'topics/:topicId/passages/new', element: <PassageEditorScreen /> },
                          { path: 'questions/:questionId', element: <QuestionEditorScreen /> },
                          { path: 'topics/:topicId/questions/new', element: <QuestionEditorScreen /> },
                        ],
                      },
                    ],
                  },
                  {
                    element: <TopBarLayout />,
                    children: [
                      { index: true, element: <CourseListScreen /> },
                      { path: 'unverified', element: <UnverifiedScreen /> },
                      { path: 'courses/:courseId/edit', element: <RouteGuard route="content"><CourseEditScreen /></RouteGuard> },
                      { path: 'bundles/:unitId/edit', element: <RouteGuard route="content"><EditUnitScreen /></RouteGuard> },
                      { path: 'topics/:topicId/edit', element: <RouteGuard route="content"><EditTopicScreen /></RouteGuard> },
                      { path: 'teams', element: <RouteGuard route="teams"><TeamsScreen /></RouteGuard> },
                      // User Management (§2, §6): whoever may see the team page; restricted users are refused.
                      { path: 'members', element: <RouteGuard route="teams"><MembersScreen /></RouteGuard> },
                      // The organization's own events (members' roles): its administrators.
                      { path: 'activity', element: <RouteGuard route="organization_activity"><OrganizationActivityScreen /></RouteGuard> },
                      // Failed-content lists (§2); static segments outrank the editors' chapters/:pageId.
                      { path: 'chapters/failed', element: <RouteGuard route="content"><FailedPagesScreen /></RouteGuard> },
                      { path: 'questions/failed', element: <RouteGuard route="content"><FailedQuestionsScreen /></RouteGuard> },
                      { path: 'passages/failed', element: <RouteGuard route="content"><FailedPassagesScreen /></RouteGuard> },
                      {
                        path: 'tags',
                        element: <RouteGuard route="tags"><TagsScreen /></RouteGuard>,
                        children: [
                          { index: true, element: <GradeTagList /> },
                          { path: 'subject', element: <SubjectList /> },
                          { path: 'other', element: <OtherTagList /> },
                        ],
                      },
                      { path: 'tags/*', element: <NotFound /> },
                      { path: '*', element: <NotFound /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  // Someone is signed in here (the session hint): the screen at the address downloads now.
  if (readCookie(SESSION_HINT_COOKIE) !== null) preloadScreens(routes, window.location.pathname);
  return createBrowserRouter(routes);
}

/**
 * The router as the app runs it (and component tests render it). Navigations are not React
 * transitions: in one, React keeps the previous screen on display, and in use, under the new
 * address until the next screen is ready (the copy's "Open" showed the source course at the
 * copy's address); here the next screen shows at once with its own loading state (§2: a
 * fallback screen between lazy-loaded screens). A navigation through routes without loaders
 * is then committed when navigate() returns inside flushSync (the top bar's switcher leaves
 * the page before switching school).
 */
export function AppRouterProvider({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} useTransitions={false} />;
}
