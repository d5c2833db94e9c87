// A new address shows its own screen, or that screen's loading state, at once: never the
// previous screen under the new address (spec §2: a fallback screen between screens). The
// copy's "Open" showed the source course at the copy's address while the copy loaded. Every
// state the page passes through is looked at (e2e/screens.ts), not only the last one.
import { expect, test } from '@playwright/test';
import { createTopicThroughApi, demo, login } from './helpers.ts';
import { shotsWideAndPhone, watchForScreen } from './screens.ts';

test.describe.configure({ timeout: 120_000 });

const words = {
  en: { more: 'More course actions', copyCourse: 'Copy course…', dialog: 'Copy course', next: 'Next', open: 'Open' },
  id: { more: 'Tindakan kursus lainnya', copyCourse: 'Salin kursus…', dialog: 'Salin kursus', next: 'Lanjut', open: 'Buka' },
} as const;

for (const language of ['en', 'id'] as const) {
  test(`“Open” after copying a course shows the copy or its loading state, never the source at the copy’s address (${language})`, async ({ page }) => {
    const w = words[language];
    await login(page, demo.admin);
    const school = ((await (await page.request.get('/users/show_current')).json()) as { organization: { name: string } }).organization.name;
    const name = `Sejarah Indonesia ${language} ${Date.now()}`;
    const { courseId } = await createTopicThroughApi(page, { course: name, unit: 'Masa Praaksara', topic: 'Manusia Purba' });
    await page.goto(`/${language}/courses/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: w.more }).click();
    await page.getByRole('menuitem', { name: w.copyCourse }).click();
    const modal = page.getByRole('dialog', { name: w.dialog });
    await modal.getByRole('radio', { name: school, exact: true }).click();
    await modal.getByRole('button', { name: w.next }).click();
    await modal.getByRole('button', { name: w.dialog, exact: true }).click();
    const result = page.getByTestId('copy-move-result');
    await expect(result.getByRole('link', { name: w.open })).toBeVisible({ timeout: 60_000 });

    // The source's own link (its edit form) on screen while the address is another course's.
    const sourceElsewhere = await watchForScreen(page, {
      path: `^/${language}/courses/(?!${courseId}$)\\d+$`,
      signs: [{ selector: `a[href="/${language}/courses/${courseId}/edit"]` }],
    });
    await result.getByRole('link', { name: w.open }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/courses/\\d+$`));
    const copyId = Number(/\/courses\/(\d+)$/.exec(page.url())![1]);
    expect(copyId).not.toBe(courseId);
    await expect(page.locator(`a[href="/${language}/courses/${copyId}/edit"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await shotsWideAndPhone(page, `copy-opened-${language}`);
    expect(await sourceElsewhere.seen()).toEqual([]);
  });
}
