// Grouped choices: groups with names, their own choices, exactly one correct per group; the
// rules' messages.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { openEditor, row, saveAndWait, saveButton, summary, typeInto, writeRich } from '../test/drive.ts';
import { TOPIC_ID, questionReply, questionServer } from '../test/fixtures.ts';

// Many rich-text fields re-label as group names are typed: slow under jsdom on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

describe('grouped choices', () => {
  it('builds a valid question and sends the exact document', async () => {
    const server = questionServer({ org: { enable_point_system: false } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=grouped_choices`);
    await writeRich('Question', '<p>Jawab setiap pertanyaan.</p>');
    await typeInto('Group 1', 'Langit?');
    // The correct-choice radios are named after their group.
    await waitFor(() => expect(document.querySelector('[aria-label="Correct choice of Langit?"]')).not.toBeNull());
    await writeRich('Choice a of Group 1', '<p>Ya</p>');
    await writeRich('Choice b of Group 1', '<p>Tidak</p>');
    await user.click(screen.getByRole('radio', { name: 'Choice a of Group 1 is correct' }));
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    await typeInto('Group 2', 'Rumput?');
    await writeRich('Choice a of Group 2', '<p>Ya</p>');
    await writeRich('Choice b of Group 2', '<p>Tidak</p>');
    await user.click(screen.getByRole('radio', { name: 'Choice b of Group 2 is correct' }));
    await saveAndWait(server.saves, 1);

    const body = server.saves()[0]!.body as { groups: { key: string; name: string }[]; answers: { content: string; group_key: string; correct: boolean }[]; categories: unknown[] };
    expect(body.categories).toEqual([]);
    expect(body.groups.map((g) => g.name)).toEqual(['Langit?', 'Rumput?']);
    expect(body.answers.map((a) => [body.groups.findIndex((g) => g.key === a.group_key) + 1, a.content, a.correct])).toEqual([
      [1, '<p>Ya</p>', true],
      [1, '<p>Tidak</p>', false],
      [2, '<p>Ya</p>', false],
      [2, '<p>Tidak</p>', true],
    ]);
  });

  it('shows each rule’s message: a valid group, unique names, one correct per group, no duplicate in a group', async () => {
    const server = questionServer({ questions: [questionReply(46, validQuestion('grouped_choices'))], org: { enable_point_system: false } });
    await openEditor('/en/questions/46');

    await typeInto('Group 2', 'is the sky blue?');
    await waitFor(() => screen.getByText('Group names must be unique'));
    await typeInto('Group 1', '');
    await typeInto('Group 2', '');
    await waitFor(() => expect(screen.getByTestId('groups-error').textContent).toBe('Enter at least one valid group'));
    await typeInto('Group 1', 'Sky blue?');
    await typeInto('Group 2', 'Grass red?');

    await user.click(screen.getByRole('radio', { name: 'Choice b of Group 1 is correct' }));
    await writeRich('Choice b of Group 1', '');
    await waitFor(() => expect(screen.getByTestId('group-0-error').textContent).toBe('Each group must have exactly one valid correct answer'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(summary()?.textContent).toContain('Group 1: Each group must have exactly one valid correct answer');
    await writeRich('Choice b of Group 1', '<p>yes</p>');
    await waitFor(() => expect(within(row('Choice b of Group 1')).getByText('A question cannot contain duplicate answers')).toBeTruthy());
    await writeRich('Choice b of Group 1', '<p>Certainly</p>');
    await waitFor(() => expect(summary()).toBeNull());
    await saveAndWait(server.saves, 1);
  });
});
