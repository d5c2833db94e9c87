// A sticky bar must not hide what the keyboard focuses (WCAG 2.4.11): while it is shown, the
// page's scroll padding on its side is its height (and its distance from the edge), so the
// browser scrolls a focused control clear of it. The top bar's fixed 60 px is styles.css's
// default; an editor's header or the preview's, whose height changes as they wrap, are measured.
import type { RefObject } from 'react';
import { useEffect } from 'react';

/** Room left between the bar and the focused control. */
const GAP = 8;

export function useStickyScrollPadding(ref: RefObject<HTMLElement | null>, side: 'top' | 'bottom' = 'top', offset = 0) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const property = side === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
    const measure = () => {
      root.style[property] = `${element.offsetHeight + offset + GAP}px`;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style[property] = '';
    };
  }, [ref, side, offset]);
}
