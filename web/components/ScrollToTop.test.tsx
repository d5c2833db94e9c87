import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/dom.ts';
import { ScrollToTop } from './ScrollToTop.tsx';

describe('ScrollToTop', () => {
  const original = window.scrollTo;
  afterEach(() => {
    window.scrollTo = original;
  });

  it('scrolls to the top on a new page, and leaves a replaced address where it was', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const layout = (
      <>
        <ScrollToTop />
        <Outlet />
      </>
    );
    const router = createMemoryRouter([{ path: '/', element: layout, children: [{ path: '*', element: <p>page</p> }] }], {
      initialEntries: ['/en/topics/5/questions/new'],
    });
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/en/questions/9', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/en/questions/10'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
