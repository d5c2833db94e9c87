// The frame of every editor: the editor header (spec §2) over the editor, and the guard of
// spec §4 for unsaved work — the browser's leave warning and the leave/stay modal for any
// navigation while `dirty` or `equationOpen`. The header's back link asks its own question
// and, once confirmed, leaves without the modal asking again.
//
// Stable API (pages, passages and questions use it):
//   <EditorLayout {...EditorHeaderProps} leaving? size?>{the editor}</EditorLayout>
// `leaving`: set it (with flushSync) right before an intended navigation — after a delete, or
// when a new item's first save moves to its own address — so the guard does not ask.
// Only one EditorLayout may be mounted at a time (React Router allows one blocker).
import { Box, Container } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useUnsavedChanges } from '../feedback/index.ts';
import { useStickyScrollPadding } from '../stickyScrollPadding.ts';
import { EditorHeader } from './EditorHeader.tsx';
import type { EditorHeaderProps } from './EditorHeader.tsx';

export type EditorLayoutProps = Omit<EditorHeaderProps, 'onLeave' | 'ref'> & {
  children: ReactNode;
  /** An intended navigation is under way: do not ask. */
  leaving?: boolean;
  /** Width of the editor column. */
  size?: 'md' | 'lg' | 'xl';
};

export function EditorLayout({ children, leaving = false, size = 'lg', ...header }: EditorLayoutProps) {
  const navigate = useNavigate();
  const [leavingBack, setLeavingBack] = useState(false);
  const unsaved = header.dirty ?? header.saver?.dirty ?? false;
  const guard = useUnsavedChanges((unsaved || Boolean(header.equationOpen)) && !leaving && !leavingBack);

  // The header sticks to the top; rich-text toolbars stick right below it (--pena-sticky-top),
  // whatever its height (it wraps on narrow screens).
  const headerRef = useRef<HTMLElement>(null);
  const [headerHeight, setHeaderHeight] = useState(0);
  useStickyScrollPadding(headerRef);
  useEffect(() => {
    const element = headerRef.current;
    if (!element) return;
    const measure = () => setHeaderHeight(element.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const leave = (to: string) => {
    // Committed before navigating, so the guard lets this navigation through.
    flushSync(() => setLeavingBack(true));
    void navigate(to);
  };

  return (
    <Box
      mih="100vh"
      bg="var(--mantine-color-gray-0)"
      data-testid="editor-layout"
      style={{ '--pena-sticky-top': `${headerHeight}px` }}
    >
      <EditorHeader {...header} onLeave={leave} ref={headerRef} />
      <Box component="main" py="xl">
        <Container size={size}>{children}</Container>
      </Box>
      {guard.modal}
    </Box>
  );
}
