// Where an import shows its current step. A new step takes the place of the button that led to
// it (Upload, Back to Upload): the keyboard's focus, and a screen reader, go to the new step's
// heading (its h2) instead of the page's top. The first step shown keeps the page's focus.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export function ImportStepArea({ step, children }: { step: string; children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = area.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.style.outline = 'none';
    heading.focus();
  }, [step]);
  return <div ref={area}>{children}</div>;
}
