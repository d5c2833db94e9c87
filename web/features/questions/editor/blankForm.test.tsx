// A blank new question waits for the teacher (spec §4): choosing its type shows no messages
// and nothing unsaved; a field's message shows once that field was changed, and the list
// beside Save names what is missing once the teacher has begun.
import { describe, expect, it, vi } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { openEditor, writeRich } from '../test/drive.ts';
import { TOPIC_ID, questionServer } from '../test/fixtures.ts';

vi.setConfig({ testTimeout: 90_000 });

const form = () => screen.getByTestId('question-form');
/** "Required" messages (the file-upload control has a "Required" option of its own). */
const required = () => screen.queryAllByText('Required', { exact: true }).filter((node) => !node.closest('.mantine-SegmentedControl-root')).length;

describe('a blank new question', () => {
  it('shows no message and nothing unsaved after choosing a type, then a message per changed field', async () => {
    questionServer({ org: { enable_point_system: true } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new`);
    const exactValue = await screen.findByRole('radio', { name: /Exact value/ });
    // The picker names the type as the topic's list does (spec §3 matching_choices).
    screen.getByRole('radio', { name: /^Matching choices/ });
    await user.click(exactValue);
    await waitFor(() => expect(exactValue.getAttribute('aria-checked')).toBe('true'));
    expect(required()).toBe(0);
    expect(form().textContent).not.toContain('Points cannot be empty');
    expect(screen.getByTestId('save-indicator').textContent).not.toContain('Unsaved changes');

    // The stem written and emptied again: its message, and only its.
    await writeRich('Question', '<p>Berapa?</p>');
    await waitFor(() => expect(screen.getByTestId('save-indicator').textContent).toContain('Unsaved changes'));
    await writeRich('Question', '');
    await waitFor(() => expect(required()).toBe(1));

    // The list beside Save says what else is missing; the points field waits until it is changed.
    const points = screen.getByRole('textbox', { name: /Points/ });
    expect(screen.getByTestId('save-panel').textContent).toContain('Points cannot be empty');
    expect(points.getAttribute('aria-invalid')).not.toBe('true');
    await user.type(points, '2');
    await user.clear(points);
    await waitFor(() => expect(points.getAttribute('aria-invalid')).toBe('true'));
  });
});
