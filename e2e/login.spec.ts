// The login screen: layout texts in both languages, logging in through the form (every other
// spec signs in through the API), the §8 messages, the password toggle and the
// forgot-password modal.
import { expect, test } from '@playwright/test';
import { ORGANIZATION_COOKIE } from '../domain/constants.ts';
import { DEMO_PASSWORD, demo, fillLogin, shot } from './helpers.ts';

test('the English login screen has the brand column and the form', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Pena');
  await expect(page.getByTestId('copyright')).toHaveText(`© ${new Date().getFullYear()} Pena. All rights reserved.`);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Log in to Pena · Pena');
  await shot(page, 'login-en');
});

test('the Indonesian login screen speaks Indonesian', async ({ page }) => {
  await page.goto('/id/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masuk ke Pena');
  await expect(page.getByLabel('Nama pengguna')).toBeVisible();
  await expect(page.getByLabel('Kata sandi', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lupa kata sandi?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await shot(page, 'login-id');
});

test('logging in through the form opens the course list of the school it chose, where the address asked', async ({ page }) => {
  await page.goto('/en/');
  await fillLogin(page, demo.admin, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses');
  await expect(page.getByTestId('organization-name')).toHaveText('SMA Nusantara');
  await expect(page).toHaveURL(/\/en\/$/);
  // The school is remembered for the next visit (the other specs sign in through the API).
  const remembered = (await page.context().cookies()).find((c) => c.name === ORGANIZATION_COOKIE);
  expect(remembered?.value).toMatch(/^\d+$/);
  // A deep address asked for before logging in is where the form leads.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.goto('/id/teams');
  await fillLogin(page, demo.admin, DEMO_PASSWORD, 'id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tim');
});

test('a wrong password says to check the username and password', async ({ page }) => {
  await page.goto('/en/');
  await fillLogin(page, demo.admin, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Could not log in. Please check your username and password.');
  await expect(page).toHaveURL(/\/en\/$/);
});

test('a wrong password in Indonesian', async ({ page }) => {
  await page.goto('/id/');
  await fillLogin(page, demo.admin, 'salah', 'id');
  await expect(page.getByRole('alert')).toHaveText(
    'Tidak dapat masuk. Periksa kembali nama pengguna dan kata sandi Anda.',
  );
  await shot(page, 'login-id-failed');
});

test('an account that is not a teacher is told to use a teacher account', async ({ page }) => {
  await page.goto('/en/');
  await fillLogin(page, demo.notATeacher, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Could not log in. Please log in with a teacher account: join a school in Pena Link first.',
  );
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/en/');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show or hide password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Show or hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('forgot password opens a modal that links to the reset page in a new tab', async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  const reset = dialog.getByRole('link', { name: 'Open reset page' });
  await expect(reset).toHaveAttribute('href', 'https://link.pena.id/en/forgot_password');
  await expect(reset).toHaveAttribute('target', '_blank');
  await shot(page, 'forgot-password');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/id/');
  await page.getByRole('button', { name: 'Lupa kata sandi?' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Atur ulang kata sandi' }).getByRole('link', { name: 'Buka halaman atur ulang' }),
  ).toHaveAttribute('href', 'https://link.pena.id/id/forgot_password');
});
