// The accessibility statement (/:lang/accessibility): reached from the footer of the login
// screen and of a signed-in screen, in English and Indonesian, and itself free of WCAG 2.2 A
// and AA violations at 1366 and 375 px (screenshots of both with E2E_SCREENSHOTS=1). Pena has
// one light colour scheme, as the statement says: a system set to dark does not change it.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { checkScreen } from './axe.ts';
import { demo, login } from './helpers.ts';

const words = {
  en: { link: 'Accessibility', title: 'Accessibility statement', login: 'Log in to Pena', exceptions: 'Known exceptions' },
  id: { link: 'Aksesibilitas', title: 'Pernyataan aksesibilitas', login: 'Masuk ke Pena', exceptions: 'Pengecualian yang diketahui' },
} as const;
type Language = keyof typeof words;

/** Follows the footer's link and finds the statement in the language. */
async function openFromFooter(page: Page, language: Language) {
  // The footer element: inside a layout's <main> it is not a contentinfo landmark.
  await page.locator('footer').getByRole('link', { name: words[language].link, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${language}/accessibility$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(words[language].title);
  await expect(main.getByRole('heading', { level: 2, name: words[language].exceptions })).toBeVisible();
}

for (const language of ['en', 'id'] as const) {
  test(`signed out, the login footer leads to the statement (${language})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/${language}/`);
    await expect(page.getByRole('heading', { level: 1, name: words[language].login })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await openFromFooter(page, language);
    await checkScreen(page, `accessibility-statement-${language}`, async () => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test(`signed in, the app footer leads to the statement (${language})`, async ({ page }) => {
    await login(page, demo.editor);
    if (language === 'id') await page.goto('/id/');
    await openFromFooter(page, language);
    // Signed in or not, the same public page: the way home is its header's logo.
    await page.getByRole('banner').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${language}/$`));
    await expect(page.getByRole('button', { name: language === 'en' ? 'Account menu' : 'Menu akun' })).toBeVisible();
  });
}
