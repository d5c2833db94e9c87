// The browser tab names the screen: "Team · Pena".
import { useEffect } from 'react';

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Pena` : 'Pena';
  }, [title]);
}
