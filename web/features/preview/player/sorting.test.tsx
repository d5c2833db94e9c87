// The player's sorting gestures (issue 9 §3): categorise (a select per item), correct order
// (dnd-kit rows moved by keyboard), grouped choices (a radio group per group) and matching
// (a select per premise), each answered right ("Correct") and wrong (a mark per part).
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, validQuestion } from '../../../../domain/rules/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { layOutSortableRows } from '../../../test/dnd.ts';
import { questionOf } from '../../../test/content.ts';
import { renderPlayer } from './test/question.tsx';

vi.setConfig({ testTimeout: 60_000 });

const check = () => user.click(screen.getByRole('button', { name: 'Check answer' }));
const result = async () => (await screen.findByTestId('player-result')).textContent ?? '';
const markIn = (testId: string) => within(screen.getByTestId(testId)).getByTestId('part-mark').textContent;

describe('categorise', () => {
  const question = questionOf(validQuestion('categorise')); // Apple → Fruit, Carrot → Vegetable

  it('each item in its category is Correct', async () => {
    renderPlayer(question);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Apple' }), 'Fruit');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carrot' }), 'Vegetable');
    expect(within(screen.getByTestId('category-c1')).getByText('Apple')).toBeTruthy();
    await check();
    expect(await result()).toContain('Correct');
    expect(markIn('answer-a1')).toBe('Right');
  });

  it('a misplaced item is marked Wrong', async () => {
    renderPlayer(question);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Apple' }), 'Vegetable');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carrot' }), 'Vegetable');
    await check();
    expect(await result()).toContain('Incorrect');
    expect(markIn('answer-a1')).toBe('Wrong');
    expect(markIn('answer-a2')).toBe('Right');
  });

  it('once checked, the selects are locked but keep their full-contrast text until Try again', async () => {
    renderPlayer(question);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Apple' }), 'Fruit');
    await check();
    const apple = screen.getByRole('combobox', { name: 'Apple' }) as HTMLSelectElement;
    expect(apple.disabled).toBe(true);
    expect(apple.value).toBe('c1');
    expect(apple.style.opacity).toBe('1');
    expect(apple.style.color).toBe('var(--mantine-color-text)');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((screen.getByRole('combobox', { name: 'Apple' }) as HTMLSelectElement).disabled).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Apple' }) as HTMLSelectElement).style.opacity).toBe('');
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
    expect(screen.getByTestId('order-help').textContent).toMatch(/drag an item by its handle, or with the keyboard/);
    unmount();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(pointer: coarse)' })) as typeof window.matchMedia;
    try {
      renderPlayer(question);
      expect(screen.getByTestId('order-help').textContent).toBe('Put the items in the right order: touch the handle at the left of an item and drag it up or down.');
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
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cat' }), 'Meow');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dog' }), 'Woof');
    await check();
    expect(await result()).toContain('Correct');
    expect(markIn('premise-p1')).toBe('Right');
  });

  it('the additional response is marked Wrong', async () => {
    renderPlayer(question);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cat' }), 'Meow');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dog' }), 'Moo');
    await check();
    expect(await result()).toContain('Incorrect');
    expect(markIn('premise-p1')).toBe('Right');
    expect(markIn('premise-p2')).toBe('Wrong');
  });
});
