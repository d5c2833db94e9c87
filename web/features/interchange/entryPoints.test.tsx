// Where the screens are reached: the topic's "Import questions" menu offers the import from
// another tool's file where the spreadsheet import is allowed (and not where it is not), and
// the topic's questions tab has "Export questions".
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, user } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { session } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { TARGET_TOPIC, importHandlers } from '../importing/test/fixtures.ts';

const ENTRY = 'From another tool (QTI, Moodle, GIFT, Aiken, Common Cartridge)';

describe('interchange entry points', () => {
  it('the Import questions menu links to the import from a file, and the tab offers Export questions', async () => {
    fakeApi(importHandlers());
    renderApp(`/en/topics/${TARGET_TOPIC}/questions`);
    await screen.findByTestId('questions-panel');
    await user.click(await screen.findByRole('button', { name: 'Import questions' }));
    const menu = await screen.findByTestId('import-menu');
    expect(within(menu).getByRole('menuitem', { name: ENTRY }).getAttribute('href')).toBe(`/en/topics/${TARGET_TOPIC}/import/file`);
    screen.getByRole('button', { name: 'Export questions' });
  });

  it('is not offered without the bulk upload feature the spreadsheet import needs', async () => {
    const handlers = importHandlers();
    handlers['GET /users/show_current'] = () => json(session({ features: ['manage_assessments'] }));
    fakeApi(handlers);
    renderApp(`/en/topics/${TARGET_TOPIC}/questions`);
    await screen.findByTestId('questions-panel');
    const button = await screen.findByRole('button', { name: 'Import questions' });
    await user.click(button);
    const menu = await screen.findByTestId('import-menu');
    expect(within(menu).queryByRole('menuitem', { name: 'From a spreadsheet' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: ENTRY })).toBeNull();
  });
});
