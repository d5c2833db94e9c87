// The player's sorting gestures: categorise (a select per item), correct order
// (dnd-kit rows moved by keyboard, told by the items' text), grouped choices (a radio group per
// group) and matching (a select per premise), each answered right ("Correct") and wrong (a mark
// per part); the selects' choices show their math.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { i18n } from '../../../i18n/index.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { layOutSortableRows } from '../../../test/dnd.ts';
import { questionOf } from '../../../test/content.ts';
import { choose, chosenText, renderPlayer } from './test/question.tsx';

vi.setConfig({ testTimeout: 60_000 });

const check = () => user.click(screen.getByRole('button', { name: 'Check answer' }));
const result = async () => (await screen.findByTestId('player-result')).textContent ?? '';
const markIn = (testId: string) => within(screen.getByTestId(testId)).getByTestId('part-mark').textContent;

describe('categorise', () => {
  const question = questionOf(validQuestion('categorise')); // Apple → Fruit, Carrot → Vegetable

  it('each item in its category is Correct', async () => {
    renderPlayer(question);
    await choose('Apple', 'Fruit');
    await choose('Carrot', 'Vegetable');
    expect(chosenText('Apple')).toBe('Fruit');
    expect(within(screen.getByTestId('category-c1')).getByText('Apple')).toBeTruthy();
    await check();
    expect(await result()).toContain('Correct');
    expect(markIn('answer-a1')).toBe('Right');
  });

  it('a misplaced item is marked Wrong', async () => {
    renderPlayer(question);
    await choose('Apple', 'Vegetable');
    await choose('Carrot', 'Vegetable');
    await check();
    expect(await result()).toContain('Incorrect');
    expect(markIn('answer-a1')).toBe('Wrong');
    expect(markIn('answer-a2')).toBe('Right');
  });

  it('once checked, the selects are locked but keep their full-contrast text until Try again', async () => {
    renderPlayer(question);
    await choose('Apple', 'Fruit');
    await check();
    const apple = screen.getByRole('combobox', { name: 'Apple' }) as HTMLButtonElement;
    expect(apple.disabled).toBe(true);
    expect(apple.textContent).toBe('Fruit');
    expect(apple.style.opacity).toBe('1');
    expect(apple.style.color).toBe('var(--mantine-color-text)');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((screen.getByRole('combobox', { name: 'Apple' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Apple' }) as HTMLButtonElement).style.opacity).toBe('');
  });

  it('shows the math of its categories as KaTeX, in the select and its choices', async () => {
    const math = questionOf({
      ...validQuestion('categorise'),
      categories: [
        { key: 'c1', name: 'Sama dengan [%a^{m+n}%]' },
        { key: 'c2', name: 'Sama dengan [%a^{mn}%]' },
      ],
      answers: [answer('a1', '[%a^m \\times a^n%]', { category_key: 'c1' }), answer('a2', '[%(a^m)^n%]', { category_key: 'c2' })],
    });
    renderPlayer(math);
    const select = screen.getAllByRole('combobox')[0]!;
    await user.click(select);
    const choices = await screen.findAllByRole('option');
    expect(choices.map((c) => c.querySelector('.katex') !== null)).toEqual([false, true, true]); // "Choose…", then the categories
    await user.click(choices[1]!);
    expect(select.querySelector('.katex')).not.toBeNull();
    // The category it went into shows its name with its math too.
    expect(screen.getByTestId('category-c1').querySelector('.katex')).not.toBeNull();
  });
});

describe('correct order', () => {
  const question = questionOf({ ...validQuestion('correct_order'), answers: [answer('a1', '<p>One</p>'), answer('a2', '<p>Two</p>'), answer('a3', '<p>Three</p>')] });
  const shown = () => screen.getAllByTestId(/^answer-/).map((row) => row.textContent?.replace(/^\d+/, ''));

  /** Moves the row at position `from` (1-based) by `steps` with the keyboard (up when negative). */
  async function move(from: number, steps: number) {
    const handle = screen.getByRole('button', { name: `Move item ${from}` });
    handle.focus();
    await user.keyboard('[Space]');
    for (let i = 0; i < Math.abs(steps); i++) await user.keyboard(steps > 0 ? '[ArrowDown]' : '[ArrowUp]');
    await user.keyboard('[Space]');
  }

  /** Sorts the rows into One, Two, Three with the keyboard, whatever the scrambled start. */
  async function sortRight() {
    const wanted = ['One', 'Two', 'Three'];
    for (let target = 0; target < wanted.length; target++) {
      const from = shown().indexOf(wanted[target]!);
      if (from !== target) {
        await move(from + 1, target - from);
        await waitFor(() => expect(shown()[target]).toBe(wanted[target]));
      }
    }
  }

  it('says how to sort by touch on a touch screen, by mouse or keyboard elsewhere', () => {
    const { unmount } = renderPlayer(question);
    expect(screen.getByTestId('order-help').textContent).toMatch(/drag an item by its handle, press its Move up and Move down buttons, or with the keyboard/);
    unmount();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(pointer: coarse)' })) as typeof window.matchMedia;
    try {
      renderPlayer(question);
      expect(screen.getByTestId('order-help').textContent).toBe('Put the items in the right order: touch the handle at the left of an item and drag it up or down, or use the arrow buttons beside it.');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('starts scrambled; sorted with the keyboard it is Correct', async () => {
    layOutSortableRows();
    renderPlayer(question, { seed: 3 });
    expect(shown()).not.toEqual(['One', 'Two', 'Three']);
    await sortRight();
    await check();
    expect(await result()).toContain('Correct');
    expect(markIn('answer-a3')).toBe('Right');
  });

  it('tells a screen reader what moves by the item’s text, in English and Indonesian', async () => {
    const live = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
    const pickUpAndDrop = async () => {
      const first = shown()[0]!;
      const handle = screen.getByRole('button', { name: /^(Move item|Pindahkan butir) 1$/ });
      handle.focus();
      await user.keyboard('[Space]');
      // Picked up, then (the places measured) where it is.
      await waitFor(() => expect(live()).toMatch(new RegExp(`'${first}'.* (of|dari) 3\\.$`)));
      const picked = live();
      await user.keyboard('[ArrowDown]');
      await waitFor(() => expect(live()).not.toBe(picked));
      const moved = live();
      await user.keyboard('[Space]');
      await waitFor(() => expect(live()).not.toBe(moved));
      return { first, picked, moved, dropped: live() };
    };
    layOutSortableRows();
    const english = renderPlayer(question, { seed: 3 });
    const en = await pickUpAndDrop();
    expect(en.picked).toBe(`Picked up '${en.first}'. It is at position 1 of 3.`);
    expect(en.moved).toBe(`'${en.first}' moved to position 2 of 3.`);
    expect(en.dropped).toBe(`'${en.first}' dropped at position 2 of 3.`);
    expect(document.body.textContent).toContain('To pick up an item, press Space or Enter.');
    english.unmount();

    await i18n.changeLanguage('id');
    renderPlayer(question, { seed: 3 }, '/id/');
    const id = await pickUpAndDrop();
    expect(id.picked).toBe(`'${id.first}' diambil. Posisinya 1 dari 3.`);
    expect(id.moved).toBe(`'${id.first}' dipindahkan ke posisi 2 dari 3.`);
    expect(id.dropped).toBe(`'${id.first}' diletakkan di posisi 2 dari 3.`);
    expect(document.body.textContent).toContain('Untuk mengambil item, tekan Spasi atau Enter.');
    expect(document.body.textContent).not.toMatch(/Draggable item|droppable area/);
  });

  it('sorted with the Move up / Move down buttons (no drag) it is Correct, each move told in English and Indonesian', async () => {
    const live = () => screen.getByTestId('sortable-moves-live').textContent;
    const sortWithButtons = async (up: string) => {
      const wanted = ['One', 'Two', 'Three'];
      for (let target = 0; target < wanted.length; target++) {
        for (let at = shown().indexOf(wanted[target]!); at > target; at--) {
          await user.click(screen.getByRole('button', { name: up.replace('{n}', String(at + 1)) }));
          await waitFor(() => expect(shown()[at - 1]).toBe(wanted[target]));
        }
      }
    };
    const english = renderPlayer(question, { seed: 3 });
    await sortWithButtons('Move item {n} up');
    expect(live()).toMatch(/^'(One|Two)' moved to position [12] of 3\.$/);
    await check();
    expect(await result()).toContain('Correct');
    // Once checked the order is locked: no move buttons.
    expect(screen.queryByRole('button', { name: /^Move item \d up$/ })).toBeNull();
    english.unmount();

    await i18n.changeLanguage('id');
    renderPlayer(question, { seed: 3 }, '/id/');
    await sortWithButtons('Pindahkan butir {n} ke atas');
    expect(live()).toMatch(/^'(One|Two)' dipindahkan ke posisi [12] dari 3\.$/);
    expect(shown()).toEqual(['One', 'Two', 'Three']);
  });

  it('left out of order, the misplaced items are marked Wrong', async () => {
    layOutSortableRows();
    renderPlayer(question, { seed: 3 });
    await sortRight();
    await move(3, -1); // One, Three, Two
    await waitFor(() => expect(shown()).toEqual(['One', 'Three', 'Two']));
    await check();
    expect(await result()).toContain('Incorrect');
    expect(markIn('answer-a1')).toBe('Right');
    expect(markIn('answer-a2')).toBe('Wrong');
    expect(markIn('answer-a3')).toBe('Wrong');
  });
});

describe('grouped choices', () => {
  const question = questionOf(validQuestion('grouped_choices')); // sky blue: Yes; grass red: No

  it('the right answer in each group is Correct', async () => {
    renderPlayer(question);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Is the sky blue?' })).getByRole('radio', { name: /Yes/ }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Is grass red?' })).getByRole('radio', { name: /No/ }));
    await check();
    expect(await result()).toContain('Correct');
    expect(markIn('group-g1')).toBe('Right');
  });

  it('a wrong group is marked Wrong', async () => {
    renderPlayer(question);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Is the sky blue?' })).getByRole('radio', { name: /Yes/ }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Is grass red?' })).getByRole('radio', { name: /Yes/ }));
    await check();
    expect(await result()).toContain('Incorrect');
    expect(markIn('group-g1')).toBe('Right');
    expect(markIn('group-g2')).toBe('Wrong');
    // Locked, not greyed out: the radios stay enabled and another choice is ignored.
    const no = within(screen.getByRole('radiogroup', { name: 'Is grass red?' })).getByRole('radio', { name: /No/ });
    expect(no).toHaveProperty('disabled', false);
    await user.click(no);
    expect(no).toHaveProperty('checked', false);
  });
});

describe('matching', () => {
  const question = questionOf(validQuestion('matching_choices')); // Cat → Meow, Dog → Woof, Moo additional

  it('each premise matched is Correct', async () => {
    renderPlayer(question);
    await choose('Cat', 'Meow');
    await choose('Dog', 'Woof');
    await check();
    expect(await result()).toContain('Correct');
    expect(markIn('premise-p1')).toBe('Right');
  });

  it('shows the math of its responses as KaTeX, in the choices and once chosen', async () => {
    const math = questionOf({
      ...validQuestion('matching_choices'),
      premises: [
        { key: 'p1', content: '<p>[%a^m \\times a^n%]</p>' },
        { key: 'p2', content: '<p>[%(a^m)^n%]</p>' },
      ],
      responses: [
        { key: 'r1', content: '<p>[%a^{m+n}%]</p>', premise_key: 'p1' },
        { key: 'r2', content: '<p>[%a^{mn}%]</p>', premise_key: 'p2' },
      ],
    });
    renderPlayer(math);
    const select = screen.getAllByRole('combobox')[0]!;
    await user.click(select);
    const choices = await screen.findAllByRole('option');
    expect(choices.map((c) => c.querySelector('.katex') !== null)).toEqual([false, true, true]); // "Choose a match", then the responses
    await user.click(choices[1]!);
    expect(select.querySelector('.katex')).not.toBeNull();
  });

  it('the additional response is marked Wrong', async () => {
    renderPlayer(question);
    await choose('Cat', 'Meow');
    await choose('Dog', 'Moo');
    await check();
    expect(await result()).toContain('Incorrect');
    expect(markIn('premise-p1')).toBe('Right');
    expect(markIn('premise-p2')).toBe('Wrong');
  });
});
