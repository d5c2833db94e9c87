// Shared steps of the end-to-end specs: log in as a demo user (through the API; the login
// screen is login.spec.ts's), read the top bar, move a
// sortable row by keyboard, and keep screenshots in e2e/screenshots.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ORGANIZATION_COOKIE } from '../domain/constants.ts';
import type { Locator, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'pena-demo';
export const demo = {
  admin: 'admin@nusantara.sch.id',
  publisher: 'publisher@nusantara.sch.id',
  editor: 'editor@nusantara.sch.id',
  limited: 'limited@nusantara.sch.id',
  restricted: 'restricted@nusantara.sch.id',
  unverified: 'guru@bayanihan.edu.ph',
  notATeacher: 'parent@example.com',
  provider: 'bank@pena.id',
} as const;

const screenshotDir = 'e2e/screenshots';

/**
 * A full-page screenshot to look at, taken when E2E_SCREENSHOTS=1 (`npm run screenshots`).
 * Transitions (a modal opening, a notification sliding in) are finished first, so no spec
 * needs to pause for them.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A screenshot of one element, taken when E2E_SCREENSHOTS=1. */
export async function shotOf(locator: Locator, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(screenshotDir, { recursive: true });
  await locator.screenshot({ path: `${screenshotDir}/${name}.png`, animations: 'disabled' });
}

export async function fillLogin(page: Page, email: string, password: string, language: 'en' | 'id' = 'en') {
  await page.getByLabel(language === 'en' ? 'Username' : 'Nama pengguna').fill(email);
  await page.getByLabel(language === 'en' ? 'Password' : 'Kata sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: language === 'en' ? 'Log in' : 'Masuk', exact: true }).click();
}

/**
 * Signs in as `email` the way the login screen does (POST /map/auth, whose cookies the page
 * shares, then the cookie of the organization it chose) and opens `path` signed in, waiting
 * for the app shell. The login screen itself is login.spec.ts's: going through it in every
 * spec cost each one a page and a form.
 */
export async function login(page: Page, email: string, path = '/en/') {
  const reply = await page.request.post('/map/auth', { data: { email, password: DEMO_PASSWORD } });
  expect(reply.status(), `logging in as ${email}`).toBe(200);
  const { organization } = (await reply.json()) as { organization: { id: number } };
  const url = new URL(path, test.info().project.use.baseURL).origin;
  await page.context().addCookies([{ name: ORGANIZATION_COOKIE, value: String(organization.id), url }]);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** The Courses / Team / Tags links of the top bar, in order. */
export async function topBarLinks(page: Page): Promise<string[]> {
  const nav = page.getByTestId('main-navigation');
  if ((await nav.count()) === 0) return [];
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

export function organizationName(page: Page) {
  return page.getByTestId('organization-name');
}

/** The live region where dnd-kit writes what a screen reader says of a drag (role=status, aria-live). */
export const dndLiveRegion = (page: Page) => page.locator('[role="status"][aria-live][id^="DndLiveRegion"]');

/**
 * Moves a sortable row of an English page with the keyboard as a screen-reader user would:
 * Space to pick it up, arrow keys, Space to drop; each step waits for the spoken announcement
 * (components/sortable/SortableDnd.tsx). The pick-up's "It is at position n of N" comes once
 * the drop targets are measured, which the arrows need; the app's keyboard sensor listens from
 * the moment Space picked the row up (components/sortable/useSortableSensors.ts), so no arrow
 * pressed after that is lost.
 */
export async function keyboardMove(page: Page, handleName: string, key: 'ArrowUp' | 'ArrowDown', positions: string[]) {
  const live = dndLiveRegion(page);
  await page.getByRole('button', { name: handleName, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText(/It is at position \d+ of \d+/);
  for (const position of positions) {
    await page.keyboard.press(key);
    await expect(live).toContainText(`moved to position ${position}`);
  }
  await page.keyboard.press('Space');
  await expect(live).toContainText('dropped');
}

export type Json = Record<string, unknown>;

/** A POST through the API with the page's session, expecting 201 (the reply's text on failure). */
export async function apiPost(page: Page, path: string, data: Json): Promise<Json & { id: number }> {
  const reply = await page.request.post(path, { data });
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(201);
  return (await reply.json()) as Json & { id: number };
}

/** A course with one unit and one topic, made through the API in the user's organization. */
export async function createTopicThroughApi(
  page: Page,
  names: { course: string; unit: string; topic: string },
): Promise<{ courseId: number; topicId: number }> {
  const session = await (await page.request.get('/users/show_current')).json();
  const course = await apiPost(page, '/content/courses', {
    course: { name: names.course, description: '' },
    course_tags: [],
    subjects: [],
    coursable_id: session.organization.id,
    coursable_type: 'Organization',
  });
  const bundle = await apiPost(page, '/content/bundles', { course_id: course.id, name: names.unit });
  const topic = await apiPost(page, '/content/topics', { bundle_id: bundle.id, name: names.topic });
  return { courseId: course.id, topicId: topic.id };
}

type PublishItem = { id: number; lock_version: number; valid: boolean };
/** GET /content/courses/{id}/publish_tree, as far as the specs read it. */
export type PublishTree = {
  units: { id: number; name: string; topics: { id: number; name: string; status: string; lock_version: number; chapters: PublishItem[]; questions: PublishItem[] }[] }[];
};

/** Publishes the whole topic through the API (what the publish page sends) and waits for the job. */
export async function publishThroughApi(page: Page, courseId: number, topicId: number) {
  const tree = (await (await page.request.get(`/content/courses/${courseId}/publish_tree`)).json()) as PublishTree;
  const topic = tree.units.flatMap((unit) => unit.topics).find((t) => t.id === topicId)!;
  const pick = (items: PublishItem[]) => items.filter((i) => i.valid).map(({ id, lock_version }) => ({ id, lock_version }));
  const reply = await page.request.post(`/content/courses/${courseId}/publish`, {
    data: { topics: [{ id: topic.id, lock_version: topic.lock_version, chapters: pick(topic.chapters), questions: pick(topic.questions) }] },
  });
  expect(reply.status(), await reply.text()).toBe(202);
  const { uuid } = (await reply.json()) as { uuid: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/jobs/${uuid}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe('completed');
}

/** The secret the test server's provisioning endpoint is configured with (playwright.config.ts). */
export const PROVISIONING_SECRET = 'e2e-provisioning-secret-0123456789abcdef';

/**
 * The address of a topic's learner preview, from the Preview button on the topic overview
 * (spec §2 "Preview"): it opens the link in a new tab, which is read and closed.
 */
export async function previewPathFromTopic(page: Page, topicId: number, language: 'en' | 'id' = 'en'): Promise<string> {
  await page.goto(`/${language}/topics/${topicId}`);
  const name = language === 'en' ? 'Preview' : 'Pratinjau';
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name, exact: true }).first().click()]);
  await expect(tab).toHaveURL(new RegExp(`/${language}/preview/[^/?]+`));
  const path = new URL(tab.url()).pathname;
  await tab.close();
  return path;
}
