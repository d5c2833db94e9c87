// Pasting from Word keeps its structure in Chrome and Firefox (their clipboards carry Word's
// HTML, which pasteCleanup reads). Other browsers hand over less, so the first time a
// teacher pastes Word content there, a hint says so, once per browser.
import { useCallback, useState } from 'react';
import { detectBrowser } from '../../lib/browser.ts';
import { looksLikeWord } from './pasteCleanup.ts';

const STORAGE_KEY = 'pena.rich_text.word_paste_hint';

function alreadyShown(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function useWordPasteHint() {
  const [shown, setShown] = useState(false);
  const noticePaste = useCallback((html: string) => {
    const browser = detectBrowser(navigator.userAgent);
    if (browser === 'chrome' || browser === 'firefox' || alreadyShown() || !looksLikeWord(html)) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, '1');
    } catch {
      // Private mode: the hint may show again next time, which is harmless.
    }
    setShown(true);
  }, []);
  const dismiss = useCallback(() => setShown(false), []);
  return { shown, noticePaste, dismiss };
}
