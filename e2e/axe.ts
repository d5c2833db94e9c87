// The accessibility check of a screen: axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules run
// over the page as it is, at the wide (1366 px) and the phone (375 px) width, with zero
// violations expected. A failure lists each rule broken with the elements that broke it, so
// the fix can start from the message. With E2E_SCREENSHOTS=1 the same two widths are kept as
// screenshots (e2e/screenshots/a11y-<name>-<width>.png) to look at.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { shot } from './helpers.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const WIDE = { width: 1366, height: 820 };
const PHONE = { width: 375, height: 740 };

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

function describe(violations: Violation[]): string {
  return violations
    .map(({ id, impact, help, nodes }) => {
      const where = nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
        .join('\n');
      return `${id} (${impact ?? 'n/a'}): ${help}\n${where}${nodes.length > 5 ? `\n    … and ${nodes.length - 5} more` : ''}`;
    })
    .join('\n');
}

/** Runs axe over the page at the current width; expects no violation. */
export async function expectNoViolations(page: Page, name: string, options: { include?: string } = {}): Promise<void> {
  // Only violations are read: axe then keeps one node of each passing rule, not every one.
  // (options() replaces every option, so it comes before withTags.)
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  expect(violations.length, `${name} at ${page.viewportSize()?.width ?? '?'} px:\n${describe(violations as Violation[])}`).toBe(0);
}

/**
 * The screen as it is now, checked at 1366 px and at 375 px (then back to the width it had),
 * after `ready` (when given) has found what the screen must show at each width; only the part
 * matching `include` when given.
 */
export async function checkScreen(page: Page, name: string, ready?: () => Promise<void>, options: { include?: string } = {}): Promise<void> {
  const before = page.viewportSize() ?? WIDE;
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    if (ready) await ready();
    await expectNoViolations(page, name, options);
    await shot(page, `a11y-${name}-${size.width}`);
  }
  await page.setViewportSize(before);
}
