// What a screen reader hears while a teacher reorders a list with the keyboard (the topic's
// pages table, one of the editors' sortable lists; components/sortable/SortableDnd): the
// instructions and every pick-up, move and drop in the page's language, naming the row by its
// text (math read out), read from the live region dnd-kit writes (role=status, aria-live);
// never dnd-kit's English "Draggable item 15 was dropped over droppable area 19".
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, dndLiveRegion, login, shot } from './helpers.ts';

// (No screenshot while a row is held: a full-page screenshot resizes the window, and dnd-kit's
// keyboard sensor cancels a drag on resize.)

test.describe.configure({ timeout: 90_000 });

const words = {
  en: {
    handle: (name: string) => `Drag to reorder ${name}`,
    instructions: 'To pick up an item, press Space or Enter. Use the up and down arrow keys to move it, then press Space or Enter again to drop it, or Escape to cancel.',
    pickedUp: (name: string, n: number) => `Picked up '${name}'. It is at position ${n} of 3.`,
    moved: (name: string, n: number) => `'${name}' moved to position ${n} of 3.`,
    dropped: (name: string, n: number) => `'${name}' dropped at position ${n} of 3.`,
    cancelled: (name: string, n: number) => `Moving '${name}' was cancelled. It is back at position ${n} of 3.`,
  },
  id: {
    handle: (name: string) => `Seret untuk mengubah urutan ${name}`,
    instructions:
      'Untuk mengambil item, tekan Spasi atau Enter. Gunakan tombol panah atas dan bawah untuk memindahkannya, lalu tekan Spasi atau Enter lagi untuk meletakkannya, atau Escape untuk membatalkan.',
    pickedUp: (name: string, n: number) => `'${name}' diambil. Posisinya ${n} dari 3.`,
    moved: (name: string, n: number) => `'${name}' dipindahkan ke posisi ${n} dari 3.`,
    dropped: (name: string, n: number) => `'${name}' diletakkan di posisi ${n} dari 3.`,
    cancelled: (name: string, n: number) => `Pemindahan '${name}' dibatalkan. Kembali ke posisi ${n} dari 3.`,
  },
} as const;

const pageTitles = (page: Page) => page.getByTestId('page-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

for (const language of ['id', 'en'] as const) {
  test(`reordering the topic's pages by keyboard is told in ${language === 'id' ? 'Indonesian' : 'English'}, by the pages' titles`, async ({ page }) => {
    await login(page, demo.editor);
    const { topicId } = await createTopicThroughApi(page, { course: `Urutan ${language} ${Date.now()}`, unit: 'Aljabar', topic: 'Eksponen' });
    for (const title of ['Pengantar', 'Pangkat [%a^2%]', 'Latihan']) {
      await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title, content: `<p>${title}</p>`, sections: [] });
    }
    await page.goto(`/${language}/topics/${topicId}`);
    await expect(page.getByTestId('page-row')).toHaveCount(3);
    const w = words[language];
    const live = dndLiveRegion(page);
    const handle = page.getByRole('button', { name: w.handle('Pangkat a²'), exact: true });
    await expect(handle).toHaveAccessibleDescription(w.instructions);

    // Picked up, moved down one place and dropped: saved in the new order.
    const saved = page.waitForResponse((r) => r.url().endsWith(`/content/topics/${topicId}/chapters/reorder.json`) && r.request().method() === 'PUT');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(live).toHaveText(w.pickedUp('Pangkat a²', 2));
    await page.keyboard.press('ArrowDown');
    await expect(live).toHaveText(w.moved('Pangkat a²', 3));
    await page.keyboard.press('Space');
    await expect(live).toHaveText(w.dropped('Pangkat a²', 3));
    expect((await saved).status()).toBe(200);
    await expect.poll(() => pageTitles(page)).toEqual(['Pengantar', 'Latihan', 'Pangkat a²']);
    await shot(page, `sortable-dropped-${language}`);

    // Picked up and let go with Escape: back where it was.
    await page.getByRole('button', { name: w.handle('Pengantar'), exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(live).toHaveText(w.pickedUp('Pengantar', 1));
    await page.keyboard.press('ArrowDown');
    await expect(live).toHaveText(w.moved('Pengantar', 2));
    await page.keyboard.press('Escape');
    await expect(live).toHaveText(w.cancelled('Pengantar', 1));
    await expect.poll(() => pageTitles(page)).toEqual(['Pengantar', 'Latihan', 'Pangkat a²']);
    await expect(page.locator('body')).not.toContainText(/Draggable item|droppable area/);
  });
}
