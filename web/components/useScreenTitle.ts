// The browser tab names the screen: "Team · Pena". A title with `[% %]` math reads it as
// plain text (a tab cannot show a formula).
import { useEffect } from 'react';
import { mathToPlainText } from './math/plainMath.ts';

export function useScreenTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${mathToPlainText(title)} · Pena` : 'Pena';
  }, [title]);
}
