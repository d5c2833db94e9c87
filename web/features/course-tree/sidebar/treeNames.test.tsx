// A unit or topic name cut short by the sidebar's width shows in full in a tooltip on hover or
// focus (§2 Sidebar); a name that fits gets none.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user } from '../../../test/dom.ts';
import { fakeApi } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { courseHandlers, courseTree, treeUnit, treeTopic } from '../../../test/fixtures/courseTree.ts';

const longName = 'Bab 2 Zat dan Perubahannya dalam Kehidupan Sehari-hari';

// jsdom lays nothing out: a name is "cut short" when its text is wider than its box.
const descriptors = {
  scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
};
function layOutNames() {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent ?? '').length * 8;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 200 });
}
afterEach(() => {
  for (const [key, descriptor] of Object.entries(descriptors)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
  window.localStorage.clear();
});

describe('sidebar names', () => {
  it('shows the full name of a cut-short unit in a tooltip', async () => {
    layOutNames();
    fakeApi(courseHandlers({ tree: courseTree([treeUnit(10, longName, [treeTopic(100, 'Wujud Zat')]), treeUnit(11, 'Bilangan')]) }));
    renderApp('/en/courses/1');
    const side = within(await screen.findByTestId('course-sidebar'));

    await user.hover(side.getByRole('link', { name: new RegExp(`^${longName}`) }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(longName);
  });
});
