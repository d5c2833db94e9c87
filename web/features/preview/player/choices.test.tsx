// The player's choose and type gestures: multiple choice (radio, and checkboxes
// when several answers are correct), true/false, exact value with its options; the result,
// the per-part marks, the explanation and hint, try again, points and the passage.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { defaultExactValueOptions } from '../../../../domain/schemas/questions.ts';
import { i18n } from '../../../i18n/index.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { questionOf } from '../../../test/content.ts';
import { note, passageOf, renderPlayer } from './test/question.tsx';

vi.setConfig({ testTimeout: 60_000 });

const check = () => user.click(screen.getByRole('button', { name: 'Check answer' }));
const resultTitle = async () => (await screen.findByTestId('player-result')).textContent ?? '';
const markIn = (testId: string) => within(screen.getByTestId(testId)).getByTestId('part-mark');

describe('multiple choice', () => {
  const question = questionOf(
    { ...validQuestion('multiple_choice'), explanation: note('<p>Paris is the capital.</p>'), hint: note('<p>Think of the Eiffel tower.</p>'), points: 2 },
    { id: 11 },
  );

  it('a right answer is Correct, with the explanation, hint and score; try again starts afresh', async () => {
    renderPlayer(question, { pointsEnabled: true });
    expect(screen.getByTestId('player-points').textContent).toBe('Points: 2');
    expect(screen.queryByTestId('player-explanation')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Paris/ }));
    await check();
    expect(await resultTitle()).toContain('Correct');
    expect(screen.getByTestId('player-result').textContent).toContain('Score: 2 of 2 points');
    expect(markIn('answer-a1').textContent).toBe('Right');
    expect(screen.getByTestId('player-explanation').textContent).toContain('Paris is the capital.');
    expect(screen.getByTestId('player-hint').textContent).toContain('Eiffel');
    // Locked until "Try again", yet readable: not disabled (greyed), and another choice is ignored.
    const rome = screen.getByRole('radio', { name: /Rome/ });
    expect(rome).toHaveProperty('disabled', false);
    await user.click(rome);
    expect(rome).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: /Paris/ })).toHaveProperty('checked', true);
    expect(markIn('answer-a1').textContent).toBe('Right');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('player-result')).toBeNull());
    expect(screen.getByRole('radio', { name: /Paris/ })).toHaveProperty('checked', false);
    screen.getByRole('button', { name: 'Check answer' });
  });

  it('a wrong answer is marked Wrong, with no points', async () => {
    renderPlayer(question, { pointsEnabled: true });
    await user.click(screen.getByRole('radio', { name: /Rome/ }));
    await check();
    expect(await resultTitle()).toContain('Incorrect');
    expect(screen.getByTestId('player-result').textContent).toContain('Score: 0 of 2 points');
    expect(markIn('answer-a2').textContent).toBe('Wrong');
    expect(within(screen.getByTestId('answer-a1')).queryByTestId('part-mark')).toBeNull();
  });

  it('says point or points as the question is worth one or more, in English and Indonesian', async () => {
    const onePoint = questionOf({ ...validQuestion('multiple_choice'), points: 1 }, { id: 12 });
    const first = renderPlayer(onePoint, { pointsEnabled: true });
    await user.click(screen.getByRole('radio', { name: /Paris/ }));
    await check();
    expect(screen.getByTestId('player-result').textContent).toContain('Score: 1 of 1 point');
    expect(screen.getByTestId('player-result').textContent).not.toContain('points');
    first.unmount();
    await i18n.changeLanguage('id');
    renderPlayer(onePoint, { pointsEnabled: true }, '/id/');
    await user.click(screen.getByRole('radio', { name: /Paris/ }));
    await user.click(screen.getByRole('button', { name: 'Periksa jawaban' }));
    expect((await screen.findByTestId('player-result')).textContent).toContain('Skor: 1 dari 1 poin');
  });

  it('hides points when the organization does not use them', () => {
    renderPlayer(question, { pointsEnabled: false });
    expect(screen.queryByTestId('player-points')).toBeNull();
  });

  it('offers checkboxes when several answers are correct', async () => {
    const several = questionOf({
      ...validQuestion('multiple_choice'),
      answers: [answer('a', '<p>2</p>', { correct: true }), answer('b', '<p>3</p>', { correct: true }), answer('c', '<p>4</p>')],
    });
    renderPlayer(several);
    screen.getByText('Choose every correct answer.');
    await user.click(screen.getByRole('checkbox', { name: /2/ }));
    await check();
    expect(await resultTitle()).toContain('Incorrect');
    // Locked, not greyed: the boxes stay enabled and read-only, a click changes nothing.
    const three = screen.getByRole('checkbox', { name: /3/ });
    expect(three).toHaveProperty('disabled', false);
    expect(three.getAttribute('aria-readonly')).toBe('true');
    await user.click(three);
    expect(three).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('checkbox', { name: /3/ }).getAttribute('aria-readonly')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /2/ }));
    await user.click(screen.getByRole('checkbox', { name: /3/ }));
    await check();
    expect(await resultTitle()).toContain('Correct');
    expect(markIn('answer-a').textContent).toBe('Right');
    expect(markIn('answer-b').textContent).toBe('Right');
  });

  it('shuffles the answers by the seed when shuffling is on, the same way every time', () => {
    const many = questionOf({ ...validQuestion('multiple_choice'), answers: 'abcdefgh'.split('').map((k, i) => answer(k, `<p>Option ${k}</p>`, { correct: i === 0 })) });
    const order = () => screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
    const first = renderPlayer(many, { shuffleAnswers: true, seed: 5 });
    const shuffledOrder = order();
    first.unmount();
    expect(shuffledOrder).not.toEqual('abcdefgh'.split(''));
    const again = renderPlayer(many, { shuffleAnswers: true, seed: 5 });
    expect(order()).toEqual(shuffledOrder);
    again.unmount();
    renderPlayer(many, { shuffleAnswers: false, seed: 5 });
    expect(order()).toEqual('abcdefgh'.split(''));
  });

  it('shows the passage beside the question', () => {
    renderPlayer(question, { passage: passageOf() });
    expect(within(screen.getByTestId('player-passage')).getByText('The river runs.')).toBeTruthy();
    screen.getByTestId('question-player');
  });
});

describe('true or false', () => {
  const question = questionOf(validQuestion('true_or_false')); // True is correct

  it('True is Correct', async () => {
    renderPlayer(question);
    await user.click(screen.getByRole('button', { name: 'True' }));
    expect(screen.getByRole('button', { name: 'True' }).getAttribute('aria-pressed')).toBe('true');
    await check();
    expect(await resultTitle()).toContain('Correct');
    expect(markIn('answer-t').textContent).toBe('Right');
  });

  it('False is marked Wrong; the other answer cannot be taken until Try again', async () => {
    renderPlayer(question);
    await user.click(screen.getByRole('button', { name: 'False' }));
    await check();
    expect(await resultTitle()).toContain('Incorrect');
    expect(markIn('answer-f').textContent).toBe('Wrong');
    const right = screen.getByRole('button', { name: 'True' });
    expect(right.getAttribute('aria-disabled')).toBe('true');
    await user.click(right);
    expect(right.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'False' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('in Indonesian the marks are not the answers’ own words (Benar / Salah)', async () => {
    await i18n.changeLanguage('id');
    renderPlayer(question, {}, '/id/');
    await user.click(screen.getByRole('button', { name: 'Salah' }));
    await user.click(screen.getByRole('button', { name: 'Periksa jawaban' }));
    expect(markIn('answer-f').textContent).toBe('Tidak tepat');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await user.click(screen.getByRole('button', { name: 'Benar' }));
    await user.click(screen.getByRole('button', { name: 'Periksa jawaban' }));
    expect(markIn('answer-t').textContent).toBe('Tepat');
  });
});

describe('exact value', () => {
  const exact = (options: Partial<typeof defaultExactValueOptions>, answers = [answer('a1', 'Paris', { correct: true })]) =>
    questionOf({ ...validQuestion('exact_value'), exact_value_options: { ...defaultExactValueOptions, ...options }, answers });

  it('accepts the value in any case when not case sensitive', async () => {
    renderPlayer(exact({}));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'pArIs');
    await check();
    expect(await resultTitle()).toContain('Correct');
    expect(markIn('field-value').textContent).toBe('Right');
  });

  it('refuses another case when case sensitive', async () => {
    renderPlayer(exact({ case_sensitive: true }));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'paris');
    await check();
    expect(await resultTitle()).toContain('Incorrect');
    expect(markIn('field-value').textContent).toBe('Wrong');
  });

  it('ignores commas unless special characters are allowed', async () => {
    const { unmount } = renderPlayer(exact({}, [answer('a1', '1000', { correct: true })]));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '1,000');
    await check();
    expect(await resultTitle()).toContain('Correct');
    unmount();
    renderPlayer(exact({ allow_special_characters: true }, [answer('a1', '1000', { correct: true })]));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '1,000');
    await check();
    expect(await resultTitle()).toContain('Incorrect');
  });

  it('numbers the list and checks each item in its own field', async () => {
    const question = exact({ enable_numbering: true, numbering_format: 'letter', numbering_bracket: '[]' }, [
      answer('x', 'H', { correct: true }),
      answer('y', 'He', { correct: true }),
    ]);
    renderPlayer(question);
    screen.getByText('[a]');
    screen.getByText('[b]');
    await user.type(screen.getByRole('textbox', { name: 'Answer [a]' }), 'H');
    await user.type(screen.getByRole('textbox', { name: 'Answer [b]' }), 'Li');
    await check();
    expect(await resultTitle()).toContain('Incorrect');
    expect(screen.getByTestId('player-result').textContent).toContain('1 of 2 parts right');
    expect(markIn('field-x').textContent).toBe('Right');
    expect(markIn('field-y').textContent).toBe('Wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.type(screen.getByRole('textbox', { name: 'Answer [a]' }), 'h');
    await user.type(screen.getByRole('textbox', { name: 'Answer [b]' }), 'he');
    await check();
    expect(await resultTitle()).toContain('Correct');
  });

  it('shows custom labels', () => {
    renderPlayer(exact({ enable_numbering: true, numbering_format: 'custom' }, [answer('x', 'H', { correct: true, label: 'i' })]));
    screen.getByRole('textbox', { name: 'Answer (i)' });
  });
});
