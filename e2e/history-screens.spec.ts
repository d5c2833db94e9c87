// The history screens on a phone (375 px) and a laptop (1366 px), in English and Indonesian: a
// page edited since it was published offers "Compare with published", which shows exactly the
// words added since; the history panel lists the published version; the course's activity
// lists the publish and the edit. Nothing sticks out sideways. Screenshots of each screen.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login, publishThroughApi, shot } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const sizes = { phone: { width: 375, height: 812 }, laptop: { width: 1366, height: 820 } } as const;

const words = {
  en: { published: 'Published', did: 'published topic' },
  id: { published: 'Diterbitkan', did: 'menerbitkan topik' },
} as const;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/** Nothing inside scrolls sideways: the content wraps to the width it is given. */
async function expectNoInnerSidewaysScroll(locator: Locator) {
  const { scrollWidth, clientWidth } = await locator.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, 'the content scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

for (const language of ['en', 'id'] as const) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`changed since published, the history panel and the activity feed on a ${size} (${language})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await login(page, demo.publisher);
      const { courseId, topicId } = await createTopicThroughApi(page, { course: `Sejarah ${language} ${size} ${Date.now()}`, unit: 'Bab 1', topic: 'Fotosintesis' });
      const chapter = await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Di mana?', content: '<p>Di daun.</p>' });
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

      await page.goto(`/${language}/chapters/${chapter.id}`);
      await page.getByTestId('changed-since-published-compare').click();
      const compare = page.getByTestId('compare-view');
      // The legend's sample marks show at once; the changed field's come once both versions are read.
      const changed = compare.locator('[data-testid="compare-field"][data-changed="true"]');
      await expect(changed.locator('ins').first()).toBeVisible();
      expect((await changed.locator('ins').allTextContents()).join(' ')).toContain('pada kloroplas');
      // "Di daun" was there before: only the words added since are marked.
      expect((await changed.locator('del').allTextContents()).join(' ')).not.toMatch(/\bDi\b/);
      await shot(page, `history-changed-since-published-${size}-${language}`);
      await expectNoInnerSidewaysScroll(compare);
      await expectNoSidewaysScroll(page);
      await page.keyboard.press('Escape');
      await expect(compare).toBeHidden();

      await page.getByTestId('history-button').click();
      const panel = page.getByTestId('history-panel');
      const rows = panel.getByTestId('version-row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText(words[language].published);
      await expectNoInnerSidewaysScroll(panel);
      await expectNoSidewaysScroll(page);
      await shot(page, `history-panel-${size}-${language}`);

      await page.goto(`/${language}/courses/${courseId}/activity`);
      const feed = page.getByTestId('activity-row');
      await expect(feed.filter({ hasText: `${words[language].did} ‘Fotosintesis’` })).toHaveCount(1);
      await expect(feed.first()).toContainText('Budi Santoso');
      await expectNoSidewaysScroll(page);
      await shot(page, `activity-feed-${size}-${language}`);
    });
  }
}
