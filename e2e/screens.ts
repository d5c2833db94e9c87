// What a page showed on the way, not only where it ended: every change of the DOM is looked at
// as it happens (a MutationObserver in the page), so a screen that must never be seen, even
// for a moment (the previous screen under a new address, one school's courses under another
// school's name), is caught without a timed pause.
import type { Page } from '@playwright/test';
import { shot } from './helpers.ts';

/** An element that is on screen: matching `selector`, with exactly `text` (trimmed) if given. */
export type Sign = { selector: string; text?: string };

/**
 * From now on, notes each state of the page in which every sign is present and the address's
 * path matches `path` (a regular expression's source, if given). `seen()` answers the notes
 * (the path and the signs' texts), none if that screen never showed.
 */
export async function watchForScreen(page: Page, screen: { path?: string; signs: Sign[] }): Promise<{ seen: () => Promise<string[]> }> {
  await page.evaluate(({ path, signs }) => {
    const notes: string[] = [];
    (window as unknown as { __screenNotes: string[] }).__screenNotes = notes;
    const pattern = path === undefined ? null : new RegExp(path);
    const look = () => {
      if (pattern && !pattern.test(window.location.pathname)) return;
      const found = signs.map(({ selector, text }) =>
        Array.from(document.querySelectorAll(selector)).find((element) => text === undefined || element.textContent?.trim() === text),
      );
      if (found.some((element) => element === undefined)) return;
      const note = `${window.location.pathname}: ${found.map((element) => element?.textContent?.trim() ?? '').join(' | ')}`;
      if (notes.at(-1) !== note) notes.push(note);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    look();
  }, screen);
  return { seen: () => page.evaluate(() => (window as unknown as { __screenNotes: string[] }).__screenNotes) };
}

/** Screenshots (E2E_SCREENSHOTS=1) of the page as it is, wide (1366 px) and on a phone (375 px). */
export async function shotsWideAndPhone(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const wide = page.viewportSize() ?? { width: 1366, height: 820 };
  await shot(page, `${name}-1366`);
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, `${name}-375`);
  await page.setViewportSize(wide);
}
