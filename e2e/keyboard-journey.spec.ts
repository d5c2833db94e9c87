// A teacher who uses only the keyboard (WCAG 2.1.1) builds a topic from the login screen to
// the learner preview: a course, a unit, a topic, a text page with a table and a picture, one
// question of each of the seven types, a passage; publishes the topic and answers its ordering
// question in the preview with the Move buttons (2.5.7). Every control is reached with Tab or
// Shift+Tab, in the page's order (2.4.3), and each one reached shows its focus (2.4.7) clear of
// the sticky bars (2.4.11): e2e/keyboard.ts. No click, no fill, no focus() call.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, shot } from './helpers.ts';
import { activate, arrowTo, expectFocusVisible, menuItem, tabTo, typeInto } from './keyboard.ts';

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: typeof name === 'string' });
const textbox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name, exact: typeof name === 'string' });
/** A small PNG (24 × 12 px of colour) to upload. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAMCAIAAAD3UuoiAAAB2ElEQVR4nBXSoRaFQAhF0cnmyWayebJ5splsJptPNpPNk81kM9nveE8+YC/uhVIoE6VSZopQFkqjrJRO2ShK2SlGOShQTopTLsqg3JSgPJSkvJRSqBO1UmeqUBdqo67UTt2oSt2pRj2oUE+qUy/qoN7UoD7UpL7UPyQTUpEZEWRBGrIiHdkQRXbEkAMBORFHLmQgNxLIgyTyIn+oTbRKm2lCW2iNttI6baMpbacZ7aBBO2lOu2iDdtOC9tCS9tL+UJ/olT7Thb7QG32ld/pGV/pON/pBh37SnX7RB/2mB/2hJ/2l/yGd0IrOqKAL2tAV7eiGKrqjhh4o6Ik6eqEDvdFAHzTRF/1DNmEVmzHBFqxhK9axDVNsxww7MLATc+zCBnZjgT1YYi/2h5j4TjLz9bnwlbHyJdn41tj5jINvTnC4YMANAQ8kvP/XKPiEV3zGBV/whq94xzdc8R03/PgEP3HHL3zgNx74gyf+4n9oTIzKmBnCWBiNsTI6Y2MoY2cY4/iWGCfDGRdjMG5GMB5GMl7GH4qJqMRMCLEQjViJTmyEEjthxPHliJNw4iIGcRNBPEQSL/GHciIrOZNCLmQjV7KTG6nkThp5fFXkSTp5kYO8ySAfMsmX/AH0wZqwjoKCogAAAABJRU5ErkJggg==',
  'base64',
);

test('a keyboard-only teacher builds, publishes and previews a topic', async ({ page }) => {
  // About 70 presses of Tab a screen and a check at each stop: minutes on a busy machine.
  test.setTimeout(600_000);

  await test.step('logs in on the login screen', async () => {
    await page.goto('/en/');
    await typeInto(page, page.getByLabel('Username'), demo.publisher);
    await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
    await activate(page, button(page, 'Log in'));
    await expect(button(page, 'Account menu')).toBeVisible();
  });

  await test.step('creates a course from the top bar', async () => {
    await activate(page, button(page, 'Create'));
    await menuItem(page, /^Course/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New course');
    await typeInto(page, textbox(page, /Course name/), 'Keyboard Course');
    await activate(page, button(page, 'Create course'));
    await expect(page).toHaveURL(/\/en\/courses\/\d+$/);
  });

  await test.step('adds a unit and a topic', async () => {
    await activate(page, page.getByTestId('course-header').getByRole('link', { name: 'New unit' }), 'Enter', { max: 60 });
    await typeInto(page, textbox(page, /Unit name/), 'Keyboard Unit');
    await activate(page, button(page, 'Create unit'));
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Unit' })).toBeVisible();
    await activate(page, link(page, 'Create the first topic'), 'Enter', { max: 60 });
    await typeInto(page, textbox(page, /Topic name/), 'Keyboard Topic');
    await activate(page, button(page, 'Create topic'));
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Topic' })).toBeVisible();
  });

  await test.step('writes a text page with a table and a picture', async () => {
    // The empty topic offers both kinds of page at once.
    await activate(page, link(page, 'Text page'), 'Enter', { max: 60 });
    await expect(page.getByTestId('editor-kind')).toHaveText('Text page');
    await typeInto(page, textbox(page, 'Page title'), 'Tabel dan gambar');
    const content = textbox(page, /^Content/);
    await typeInto(page, content, 'Kecepatan benda:');
    // The toolbar is one Tab stop (Shift+Tab from the text) whose buttons the arrows reach.
    // The picture first, through the file chooser its button opens.
    // (Waited for from here: Playwright takes the chooser over only once its listener is set.)
    const chooser = page.waitForEvent('filechooser', { timeout: 30_000 });
    await page.keyboard.press('Shift+Tab');
    await arrowTo(page, button(page, 'Insert image'));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'grafik.png', mimeType: 'image/png', buffer: PICTURE });
    // The picture is asked for its alternative text, in a dialog whose field has the focus.
    const altDialog = page.getByRole('dialog');
    await expect(altDialog.or(content.locator('img[data-media-id]')).first()).toBeVisible({ timeout: 20_000 });
    if (await altDialog.isVisible()) {
      await expectFocusVisible(page, 'the alternative text field');
      await page.keyboard.type('Grafik jarak terhadap waktu');
      await activate(page, altDialog.getByRole('button', { name: /^Save/ }));
      await expect(altDialog).toBeHidden();
    }
    await expect(content.locator('img[data-media-id]')).toHaveCount(1, { timeout: 20_000 });
    // Then a table at the end, typed into.
    await tabTo(page, content);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Shift+Tab');
    await arrowTo(page, button(page, 'Insert table'));
    await page.keyboard.press('Enter');
    await expect(content.locator('table')).toHaveCount(1);
    await expect.poll(() => content.evaluate(() => window.getSelection()?.anchorNode?.parentElement?.closest('th') !== null)).toBe(true);
    await page.keyboard.type('Waktu (s)');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jarak (m)');
    await expect(content.locator('table th').first()).toHaveText('Waktu (s)');
    await activate(page, page.getByTestId('editor-save'), 'Enter', { max: 60, back: true });
    await expect(page).toHaveURL(/\/en\/chapters\/\d+$/);
    await expect(page.getByTestId('save-indicator')).toContainText('Saved!');
    await activate(page, link(page, 'Back to the topic Keyboard Topic'), 'Enter', { back: true, max: 60 });
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Topic' })).toBeVisible();
  });

  /** From the topic's pages tab to its questions tab, with the arrow key as tabs take it. */
  const toQuestionsTab = async () => {
    await tabTo(page, page.getByRole('tab', { name: /Pages/ }), { max: 60 });
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/questions$/);
    await expect(page.getByRole('tab', { name: /Questions/ })).toBeFocused();
  };

  for (const [type, fill] of QUESTIONS) {
    await test.step(`writes a ${type} question`, async () => {
      await toQuestionsTab();
      await activate(page, link(page, /^(New question|Create the first question)$/), 'Enter', { max: 60 });
      // The seven types are radio cards: Tab reaches the group, the arrows choose.
      const card = page.getByTestId(/^type-/).and(page.getByRole('radio', { name: new RegExp(`^${type}`) }));
      await tabTo(page, page.locator('[data-testid^="type-"][aria-checked="true"]'), { max: 60 });
      await arrowTo(page, card, { key: 'ArrowRight', max: 8 });
      await page.keyboard.press('Space');
      await expect(card).toBeChecked();
      await fill(page);
      // The school gives points to every question.
      await typeInto(page, textbox(page, 'Points'), '1', { max: 80 });
      await activate(page, button(page, 'Create question'), 'Enter', { back: true });
      await expect(page).toHaveURL(/\/en\/questions\/\d+$/);
      await expect(page.getByTestId('save-indicator')).toContainText('Saved!');
      await activate(page, link(page, 'Back to the topic Keyboard Topic'), 'Enter', { back: true, max: 60 });
      await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Topic' })).toBeVisible();
    });
  }

  await test.step('writes a passage', async () => {
    await toQuestionsTab();
    await activate(page, link(page, 'New passage'), 'Enter', { max: 60 });
    await typeInto(page, textbox(page, /^Title/), 'Sejarah Jakarta');
    await typeInto(page, textbox(page, /^Passage text/), 'Jakarta dulu bernama Batavia.');
    await activate(page, page.getByTestId('editor-save'), 'Enter', { max: 60 });
    await expect(page).toHaveURL(/\/en\/passages\/\d+$/);
    await expect(page.getByTestId('save-indicator')).toContainText('Saved!');
    await activate(page, link(page, 'Back to the topic Keyboard Topic'), 'Enter', { back: true, max: 60 });
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Topic' })).toBeVisible();
  });

  await test.step('publishes the topic', async () => {
    await activate(page, page.getByTestId('topic-breadcrumbs').getByRole('link', { name: 'Keyboard Course' }), 'Enter', { max: 60 });
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Course' })).toBeVisible();
    await activate(page, link(page, 'Publish'), 'Enter', { max: 60 });
    await expect(page).toHaveURL(/\/publish$/);
    await check(page, page.getByRole('checkbox').first());
    await activate(page, page.getByTestId('publish-bar').getByRole('button'), 'Enter', { max: 80 });
    await expect(page.getByTestId('publish-success')).toBeVisible({ timeout: 30_000 });
  });

  await test.step('previews the topic in a new tab and sorts the ordering question with the Move buttons', async () => {
    await activate(page, page.getByTestId('publish-success').getByRole('link', { name: /Back/ }), 'Enter', { max: 60 });
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Course' })).toBeVisible();
    await activate(page, page.getByRole('link', { name: 'Keyboard Topic', exact: true }).last(), 'Enter', { max: 80 });
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Topic' })).toBeVisible();
    await tabTo(page, button(page, 'Preview').first(), { max: 60 });
    const [learner] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(learner).toHaveURL(/\/en\/preview\//);
    // The lesson first (the page with its table), then the questions.
    await expect(learner.getByTestId('preview-lessons').getByRole('table')).toBeVisible();
    await activate(learner, learner.getByTestId('preview-lessons').getByRole('navigation').getByRole('button').last(), 'Enter', { max: 80 });
    const player = learner.getByTestId('question-player');
    for (let steps = 0; !(await player.textContent())?.includes('Urutkan dari yang terkecil.'); steps++) {
      expect(steps, 'the ordering question is among the seven').toBeLessThan(7);
      await activate(learner, button(learner, 'Next'), 'Enter', { max: 80 });
      await expect(learner.getByTestId('preview-position')).toHaveText(`${steps + 2} of 7`);
    }
    const rows = () => player.locator('[data-sortable-index]').evaluateAll((all) => all.map((row) => (row.textContent ?? '').replace(/^\d+/, '').trim()));
    const wanted = ['Satu', 'Dua', 'Tiga'];
    for (let target = 0; target < wanted.length; target++) {
      for (let at = (await rows()).indexOf(wanted[target]!); at > target; at--) {
        await activate(learner, button(learner, `Move item ${at + 1} up`), 'Enter', { max: 80 });
        await expect.poll(rows).toContain(wanted[target]);
        await expect.poll(async () => (await rows()).indexOf(wanted[target]!)).toBe(at - 1);
        await expect(learner.getByTestId('sortable-moves-live')).toHaveText(`'${wanted[target]}' moved to position ${at} of 3.`);
      }
    }
    await shot(learner, 'keyboard-move-buttons-preview-en');
    await activate(learner, button(learner, 'Check answer'), 'Enter', { max: 40 });
    await expect(learner.getByTestId('player-result')).toHaveText(/^Correct/);
  });
});

type Fill = (page: Page) => Promise<void>;

/** Presses Space on a checkbox, radio or switch reached with Tab. */
const check = (page: Page, control: Locator, options?: { back?: boolean }) => activate(page, control, 'Space', options);

/** The seven question types as the picker names them, each written with the keyboard only. */
const QUESTIONS: [string, Fill][] = [
  [
    'Multiple choice',
    async (page) => {
      await typeInto(page, textbox(page, 'Question'), 'Apa ibu kota Indonesia?');
      await typeInto(page, textbox(page, 'Answer a'), 'Jakarta');
      await typeInto(page, textbox(page, 'Answer b'), 'Bandung');
      await check(page, page.getByRole('checkbox', { name: 'Answer a is correct' }));
    },
  ],
  [
    'True or false',
    async (page) => {
      await typeInto(page, textbox(page, 'Question'), 'Matahari terbit di timur.');
      await check(page, page.getByRole('radio', { name: 'True', exact: true }));
    },
  ],
  [
    'Exact value',
    async (page) => {
      await typeInto(page, textbox(page, 'Question'), 'Berapa 6 × 7?');
      await typeInto(page, textbox(page, 'Accepted answer a'), '42');
    },
  ],
  [
    'Categorise',
    async (page) => {
      await typeInto(page, textbox(page, 'Question'), 'Kelompokkan bahan makanan.');
      await typeInto(page, textbox(page, 'Category 1'), 'Buah');
      await activate(page, button(page, 'Add category'));
      await typeInto(page, textbox(page, 'Category 2'), 'Sayur');
      await typeInto(page, textbox(page, 'Item a'), 'Apel');
      await typeInto(page, textbox(page, 'Item b'), 'Wortel');
      // A select: opened with the arrow, its option chosen with the arrows and Enter.
      await tabTo(page, page.getByLabel('Category of Item b'));
      await page.keyboard.press('ArrowDown');
      await arrowTo(page, page.getByRole('option', { name: 'Sayur' }), { key: 'ArrowDown', focus: 'selected' });
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Category of Item b')).toHaveValue('Sayur');
    },
  ],
  [
    'Correct order',
    async (page) => {
      await typeInto(page, textbox(page, 'Question'), 'Urutkan dari yang terkecil.');
      await typeInto(page, textbox(page, 'Item 1'), 'Satu');
      await typeInto(page, textbox(page, 'Item 2'), 'Tiga');
      await activate(page, button(page, 'Add item'));
      await typeInto(page, textbox(page, 'Item 3'), 'Dua');
      // Put right with the row's Move up button, no dragging (WCAG 2.5.7).
      await activate(page, button(page, 'Move Item 3 up'));
      await expect(textbox(page, 'Item 2')).toHaveText('Dua');
      await expect(button(page, 'Move Item 2 up')).toBeFocused();
      await expectFocusVisible(page, 'the moved item’s Move up button');
      await expect(page.getByTestId('sortable-moves-live')).toHaveText("'Dua' moved to position 2 of 3.");
      await shot(page, 'keyboard-move-buttons-editor-en');
    },
  ],
  [
    'Grouped choices',
    async (page) => {
      await typeInto(page, textbox(page, 'Question'), 'Jawab setiap pertanyaan.');
      await typeInto(page, textbox(page, 'Group 1'), 'Langit biru?');
      // A radio group with none checked is entered at its first radio going forward (at its
      // last going back), as browsers do: the correct choice first, then the choices' text.
      await check(page, page.getByRole('radio', { name: 'Choice a of Group 1 is correct' }), { back: false });
      await typeInto(page, textbox(page, 'Choice a of Group 1'), 'Ya');
      await typeInto(page, textbox(page, 'Choice b of Group 1'), 'Tidak');
    },
  ],
  [
    'Matching choices',
    async (page) => {
      await typeInto(page, textbox(page, 'Question'), 'Pasangkan hewan dengan suaranya.');
      await typeInto(page, textbox(page, 'Premise 1'), 'Kucing');
      await typeInto(page, textbox(page, 'Response 1 of premise 1'), 'Meong');
      await activate(page, button(page, 'Add premise'));
      await typeInto(page, textbox(page, 'Premise 2'), 'Anjing');
      await typeInto(page, textbox(page, 'Response 1 of premise 2'), 'Guk');
    },
  ],
];
