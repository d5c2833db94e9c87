// Keyboard-only steps of the end-to-end specs: reach a control with Tab (or Shift+Tab) as a
// keyboard user does, and check that where the focus lands can be seen: the control draws a
// focus indicator (WCAG 2.4.7) and no sticky bar covers it (2.4.11).
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Why the focused element cannot be seen, or null when it can. Runs in the page. */
function focusProblem(): string | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return 'nothing is focused';
  const name = `${element.tagName.toLowerCase()}[${element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40) ?? ''}]`;
  // The indicator may be drawn by the element or, for an input hidden under its look (a
  // Mantine radio card, switch or segmented control), by the label that shows it.
  const drawn = (node: Element) => {
    const style = getComputedStyle(node);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  };
  const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
  // …or by the box around an input that is its field's inner part (a password field).
  const boxes = [element.parentElement, element.parentElement?.parentElement].filter((node): node is HTMLElement => node !== null && node !== undefined);
  if (!drawn(element) && !labels.some(drawn) && !boxes.some(drawn)) return `${name} shows no focus indicator (outline and box-shadow are none)`;
  const box = element.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  if (bottom <= top || right <= left) return `${name} is outside the viewport (${Math.round(box.top)}–${Math.round(box.bottom)})`;
  // A control that fits in the window must be wholly in it; a tall one (an editor) at least its top.
  if (box.height <= window.innerHeight && (box.top < 0 || box.bottom > window.innerHeight)) return `${name} is partly outside the viewport`;
  const y = box.height <= window.innerHeight ? box.top + box.height / 2 : top + Math.min(20, (bottom - top) / 2);
  const hit = document.elementFromPoint(left + (right - left) / 2, y);
  const inside = (node: Element | null) => node !== null && (node === element || element.contains(node) || labels.some((label) => label.contains(node)));
  if (!inside(hit)) {
    const cover = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
    return `${name} is covered by ${cover}`;
  }
  return null;
}

/**
 * The focused element shows its focus and nothing sticky hides it. A soft check: the journey
 * goes on, and reports every place where the focus could not be seen at its end.
 */
export async function expectFocusVisible(page: Page, what = 'the focused element') {
  await expect.configure({ soft: true }).poll(() => page.evaluate(focusProblem), { message: `focus visible on ${what}`, timeout: 3000 }).toBeNull();
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, failing after `max`
 * presses; then checks the focus can be seen there.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back }: { max?: number; back?: boolean } = {}) {
  await expect(target).toBeVisible();
  // Found once: a role query walks the whole page, too slow to repeat at every press.
  const element = (await target.elementHandle())!;
  // Backwards when the target comes before the focus in the page's order.
  back ??= await element.evaluate((node) => {
    const focused = document.activeElement;
    return focused !== null && focused !== document.body && (focused.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  const isFocused = () => element.evaluate((node) => node === document.activeElement);
  for (let presses = 0; !(await isFocused()); presses++) {
    if (presses >= max) {
      const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
      throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${target} in ${max} presses; the focus is on ${at}`);
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expectFocusVisible(page, String(target));
}

/** Tabs to `target` and presses `key` (Enter by default) on it. */
export async function activate(page: Page, target: Locator, key = 'Enter', options?: { max?: number; back?: boolean }) {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it, after selecting what it held. */
export async function typeInto(page: Page, field: Locator, text: string, options?: { max?: number; back?: boolean }) {
  await tabTo(page, field, options);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Presses an arrow key (a toolbar's or a menu's roving focus) until `target` has the focus. */
export async function arrowTo(
  page: Page,
  target: Locator,
  { key = 'ArrowRight', max = 30, focus = 'focused' }: { key?: string; max?: number; focus?: 'focused' | 'selected' } = {},
) {
  await expect(target).toBeVisible();
  // A select's list keeps the focus in its input and marks the option it is on (aria-selected
  // or data-combobox-selected): that option is where the keyboard is.
  const element = (await target.elementHandle())!;
  const reached = () =>
    focus === 'focused'
      ? element.evaluate((node) => node === document.activeElement)
      : element.evaluate((node) => node.getAttribute('aria-selected') === 'true' || node.hasAttribute('data-combobox-selected'));
  for (let presses = 0; !(await reached()); presses++) {
    if (presses >= max) throw new Error(`${key} did not reach ${target} in ${max} presses`);
    await page.keyboard.press(key);
  }
  if (focus === 'focused') await expectFocusVisible(page, String(target));
}

/** In an open menu (its button pressed), goes down to the item named `name` and chooses it with Enter. */
export async function menuItem(page: Page, name: string | RegExp) {
  await arrowTo(page, page.getByRole('menuitem', { name }), { key: 'ArrowDown' });
  await page.keyboard.press('Enter');
}
