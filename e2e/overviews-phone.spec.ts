// The course, unit and topic overviews on a phone (375 px) and on a laptop (1366 px), in English
// and Indonesian, for a course whose unit and topics have long names and were changed since they
// were published: every name is shown whole (it wraps, never cut to a few letters), "Changed since
// published" goes under the name on the phone, the unit's and the topics' menus and the account
// menu stay on the screen, and the page never scrolls sideways. Screenshots of each screen.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login, publishThroughApi, shot } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1366, height: 820 };

const names = {
  course: 'Biologi Sel dan Jaringan Tumbuhan Kelas XI',
  unit: 'Bab 1: Struktur dan Fungsi Jaringan Tumbuhan',
  topic: 'Fotosintesis dan respirasi sel pada tumbuhan hijau',
  second: 'Transpor air dan mineral melalui xilem dan floem',
};

const words = {
  en: { account: 'Account menu', unitActions: `Actions for unit ${names.unit}`, topicActions: (name: string) => `Actions for topic ${name}` },
  id: { account: 'Menu akun', unitActions: `Tindakan untuk unit ${names.unit}`, topicActions: (name: string) => `Tindakan untuk topik ${name}` },
} as const;

/** A published unit and topic (a page and a question) whose page was edited since, and a second topic never published. */
async function changedCourse(page: Page) {
  const { courseId, topicId } = await createTopicThroughApi(page, { ...names, course: `${names.course} ${Date.now()}` });
  const chapter = await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Apa itu fotosintesis?', content: '<p>Di daun.</p>', sections: [] });
  await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'multiple_choice',
    content_html: '<p>Di mana fotosintesis terjadi?</p>',
    points: 1,
    answers: [
      { key: 'a', content: '<p>Daun</p>', answer_type: 'text', correct: true },
      { key: 'b', content: '<p>Akar</p>', answer_type: 'text' },
    ],
  });
  await publishThroughApi(page, courseId, topicId);
  const saved = await (await page.request.get(`/content/chapters/${chapter.id}`)).json();
  const edited = await page.request.put(`/content/chapters/${chapter.id}`, { data: { ...saved, content: '<p>Di daun, pada kloroplas.</p>' } });
  expect(edited.status(), await edited.text()).toBe(200);
  const topic = (await (await page.request.get(`/content/topics/${topicId}`)).json()) as { bundle_id: number };
  await apiPost(page, '/content/topics', { bundle_id: topic.bundle_id, name: names.second });
  return { courseId, bundleId: topic.bundle_id, topicId };
}

/** The page is no wider than the screen: nothing sticks out to be scrolled to sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/** Wholly within the screen's width. */
async function expectOnScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, 'off the left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'off the right edge').toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** A name shown whole: as wide as a phone's column allows (not squeezed to a few letters), nothing of it cut off. */
async function expectWholeName(locator: Locator) {
  // Attached, not visible: a name squeezed to no width at all counts as hidden, and is what this checks.
  await locator.waitFor({ state: 'attached' });
  const shown = await locator.evaluate((el) => ({ width: el.getBoundingClientRect().width, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(shown.width, 'the name is squeezed').toBeGreaterThan(180);
  expect(shown.scrollWidth, 'the name is cut off').toBeLessThanOrEqual(shown.clientWidth);
}

/** "Changed since published" under the name (phone) or beside it (laptop). */
async function expectBadgePlace(name: Locator, badge: Locator, phone: boolean) {
  const nameBox = (await name.boundingBox())!;
  const badgeBox = (await badge.boundingBox())!;
  if (phone) expect(badgeBox.y, 'the badge is not under the name').toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
  else expect(badgeBox.x, 'the badge is not beside the name').toBeGreaterThanOrEqual(nameBox.x + nameBox.width - 1);
}

for (const language of ['en', 'id'] as const) {
  for (const [size, viewport] of [['375', PHONE], ['1366', LAPTOP]] as const) {
    test(`the course, unit and topic overviews fit ${size} px: whole names, menus on screen, no sideways scroll (${language})`, async ({ page }) => {
      const phone = viewport === PHONE;
      await login(page, demo.publisher);
      const made = await changedCourse(page);
      const text = words[language];
      await page.setViewportSize(viewport);

      // The course overview: the unit card and its topics.
      await page.goto(`/${language}/courses/${made.courseId}`);
      const card = page.getByTestId('unit-card');
      const unitName = card.getByRole('link', { name: names.unit, exact: true });
      await expectWholeName(unitName);
      for (const topic of [names.topic, names.second]) await expectWholeName(card.getByTestId('topic-line').getByRole('link', { name: topic, exact: true }));
      await expectBadgePlace(unitName, card.getByTestId('changed-badge'), phone);
      await expectOnScreen(page, card.getByRole('button', { name: text.unitActions, exact: true }));
      await expectOnScreen(page, page.getByRole('button', { name: text.account, exact: true }));
      await expectNoSidewaysScroll(page);
      await shot(page, `overview-course-${size}-${language}`);

      // The unit overview: its topic rows.
      await page.goto(`/${language}/bundles/${made.bundleId}`);
      const rows = page.getByTestId('topic-row');
      await expect(rows).toHaveCount(2);
      const topicName = rows.first().getByRole('link', { name: names.topic, exact: true });
      await expectWholeName(topicName);
      await expectWholeName(rows.last().getByRole('link', { name: names.second, exact: true }));
      await expectBadgePlace(topicName, rows.first().getByTestId('changed-badge'), phone);
      for (const topic of [names.topic, names.second]) await expectOnScreen(page, page.getByRole('button', { name: text.topicActions(topic), exact: true }));
      await expectOnScreen(page, page.getByRole('button', { name: text.unitActions, exact: true }));
      await expectOnScreen(page, page.getByRole('button', { name: text.account, exact: true }));
      await expectNoSidewaysScroll(page);
      await shot(page, `overview-unit-${size}-${language}`);

      // The topic overview, its pages tab and its questions tab.
      for (const [tab, item] of [['', 'chapter-type'], ['/questions', 'question-type']] as const) {
        await page.goto(`/${language}/topics/${made.topicId}${tab}`);
        const title = page.getByRole('heading', { level: 1, name: names.topic });
        await expect(title).toBeVisible();
        await expect(page.getByTestId(item)).toBeVisible();
        await expectOnScreen(page, title);
        await expectOnScreen(page, page.getByRole('button', { name: text.topicActions(names.topic), exact: true }));
        await expectOnScreen(page, page.getByRole('button', { name: text.account, exact: true }));
        await expectNoSidewaysScroll(page);
        await shot(page, `overview-topic${tab.replace('/', '-')}-${size}-${language}`);
      }
    });
  }
}
