// jsdom has no layout, and dnd-kit's keyboard sorting moves by the items' rectangles: give
// every sortable row a rectangle from its index (rows 100 px apart) for the test's duration.
import { onTestFinished, vi } from 'vitest';

export function layOutSortableRows() {
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-sortable-index]') as HTMLElement | null;
    const index = row ? Number(row.dataset.sortableIndex) : -1;
    const top = index >= 0 ? index * 100 : 0;
    const height = index >= 0 ? (this === row ? 90 : 30) : 0;
    const width = index >= 0 ? 600 : 0;
    return { x: 0, y: top, top, left: 0, right: width, bottom: top + height, width, height, toJSON: () => ({}) } as DOMRect;
  });
  onTestFinished(() => spy.mockRestore());
}
