import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseCreateScreen, CourseListScreen, CourseOverviewScreen, CourseSidebar, QuestionEditorScreen, TopicOverviewScreen } from './lazyScreens.ts';
import { preloadScreens } from './preloadScreens.ts';
import { routes } from './router.tsx';

const screens = { CourseCreateScreen, CourseListScreen, CourseOverviewScreen, CourseSidebar, QuestionEditorScreen, TopicOverviewScreen };

/** Spies on every screen's preload (downloading nothing: the promise never settles). */
function spyAll() {
  return Object.fromEntries(
    Object.entries(screens).map(([name, screen]) => [name, vi.spyOn(screen, 'preload').mockImplementation(() => new Promise(() => undefined))]),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('preloadScreens', () => {
  it('starts the download of the screen at the address and of its layout’s sidebar, and of no other', () => {
    const spies = spyAll();
    preloadScreens(routes, '/en/courses/12');
    expect(spies.CourseOverviewScreen).toHaveBeenCalledTimes(1);
    expect(spies.CourseSidebar).toHaveBeenCalledTimes(1);
    expect(spies.CourseListScreen).not.toHaveBeenCalled();
    expect(spies.TopicOverviewScreen).not.toHaveBeenCalled();
    expect(spies.QuestionEditorScreen).not.toHaveBeenCalled();
  });

  it('finds a screen inside its route guard, and an editor below its outlet', () => {
    const spies = spyAll();
    preloadScreens(routes, '/id/courses/new');
    expect(spies.CourseCreateScreen).toHaveBeenCalledTimes(1);
    preloadScreens(routes, '/id/topics/3/questions/new');
    expect(spies.QuestionEditorScreen).toHaveBeenCalledTimes(1);
    preloadScreens(routes, '/en/');
    expect(spies.CourseListScreen).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for an address without a lazy screen', () => {
    const spies = spyAll();
    preloadScreens(routes, '/');
    for (const spy of Object.values(spies)) expect(spy).not.toHaveBeenCalled();
  });
});
