// Downloading the course list (spec §2 "Download courses", §4 "Download courses
// progress", §7): the demo admin narrows the list with a filter, or picks rows, starts
// "Download courses", follows the job under "Your downloads" until it is completed (its state,
// never a clock), clicks Download, and the file Playwright saves is OPENED with exceljs: the
// header row, and exactly the courses the list showed (or the ones picked) as its rows. Also in
// Indonesian on a phone. Screenshots of each step.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { demo, login, shot } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

/** The course names of the list's rows, as shown (the list's order). */
async function listedNames(page: Page): Promise<string[]> {
  const rows = page.locator('tbody tr[data-testid^="course-row-"]');
  await expect(rows.first()).toBeVisible();
  return (await rows.getByTestId('course-name').allTextContents()).map((text) => text.trim());
}

/** The newest job of "Your downloads" once it is completed (polled by the page every 3 s). */
async function completedJob(page: Page): Promise<Locator> {
  const panel = page.getByTestId('download-jobs');
  const newest = panel.locator('li[data-testid^="download-job-"]').first();
  await expect(newest).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  return newest;
}

/** "courses-sma-nusantara-<what it holds>-<day>.xlsx": the name the file is saved under. */
const savedAs = (what: string) => new RegExp(`^courses-sma-nusantara-${what}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`);

/** Clicks the job's Download, saves the file through the download event and opens it; `what` names its contents. */
async function downloadedWorkbook(page: Page, job: Locator, name: RegExp, what: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), job.getByRole('link', { name }).click()]);
  expect(download.suggestedFilename()).toMatch(savedAs(what));
  const path = join(tmpdir(), `pena-e2e-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const names: string[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) names.push(String(row.getCell(1).value));
  });
  return { header, names, sheets: workbook.worksheets.map((s) => s.name) };
}

test('downloads the filtered course list and opens the file: the header and exactly the listed courses', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/en/?publish_status=published');
  await expect(page.getByText(/^Showing 1–\d+ of \d+ courses$/)).toBeVisible();
  const names = await listedNames(page);
  expect(names.length).toBeGreaterThan(1);
  await shot(page, 'download-courses-en-1-list');

  await page.getByRole('button', { name: 'Download courses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download courses' });
  await expect(dialog.getByTestId('download-what')).toHaveText(`All ${names.length} courses matching your search and filters`);
  await expect(dialog).toContainText('Large downloads are also sent to admin@nusantara.sch.id');
  await shot(page, 'download-courses-en-2-confirm');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(dialog).toBeHidden();

  const job = await completedJob(page);
  await expect(job).toContainText(`${names.length} courses`);
  await expect(job).toContainText('Ready');
  await shot(page, 'download-courses-en-3-completed');

  const file = await downloadedWorkbook(page, job, /^Download courses-sma-nusantara-published-.+\.xlsx$/, 'published');
  expect(file.header.slice(0, 4)).toEqual(['Course', 'Grades', 'Other tags', 'Subjects']);
  expect(file.header).toContain('Status');
  expect(file.names).toEqual(names);
  expect(file.sheets).toEqual(['Courses', 'Units and topics']);
});

test('downloads only the picked rows', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/en/');
  const names = await listedNames(page);
  const picked = [names[1]!, names[3]!];
  for (const name of picked) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByTestId('course-selection')).toContainText('2 selected');
  await shot(page, 'download-courses-en-4-selected');

  await page.getByRole('button', { name: 'Download selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download courses' });
  await expect(dialog.getByTestId('download-what')).toHaveText('2 selected courses');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByTestId('course-selection')).toBeHidden();

  const job = await completedJob(page);
  await expect(job).toContainText('2 courses');
  const file = await downloadedWorkbook(page, job, /^Download courses-sma-nusantara-selected-2-.+\.xlsx$/, 'selected-2');
  expect(file.header[0]).toBe('Course');
  expect(file.names).toEqual(picked);
});

test('in Indonesian on a phone: search, download, and the file in Indonesian', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await login(page, demo.admin);
  await page.goto('/id/?q=kelas');
  await expect(page.getByText(/^Menampilkan 1–\d+ dari \d+ kursus$/)).toBeVisible();
  const names = await listedNames(page);
  await page.getByRole('button', { name: 'Unduh kursus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unduh kursus' });
  await expect(dialog.getByTestId('download-what')).toHaveText(`Semua ${names.length} kursus yang cocok dengan pencarian dan filter Anda`);
  await shot(page, 'download-courses-id-phone-1-confirm');
  await dialog.getByRole('button', { name: 'Unduh', exact: true }).click();

  const job = await completedJob(page);
  await expect(job).toContainText('Siap');
  await expect(job).toContainText(`${names.length} kursus`);
  await job.scrollIntoViewIfNeeded();
  await shot(page, 'download-courses-id-phone-2-completed');
  const file = await downloadedWorkbook(page, job, /^Unduh courses-sma-nusantara-kelas-.+\.xlsx$/, 'kelas');
  expect(file.header[0]).toBe('Kursus');
  expect(file.names).toEqual(names);
});
