// The route element above the editors ({lang}/chapters/{id}, passages, questions and the new
// ones): no top bar and no sidebar, since each editor brings EditorLayout with its header.
// Lazy editors load here.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LazyFallback } from '../LazyFallback.tsx';

export function EditorOutlet() {
  return (
    <Suspense fallback={<LazyFallback />}>
      <Outlet />
    </Suspense>
  );
}
