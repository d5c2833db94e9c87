// "Export questions": a format picked from the menu shows the plan (how many questions the
// file holds, each one left out with its reason) and links Download to the file's address; a
// course's Common Cartridge reads its own plan; a format with nothing to write offers no download.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExportPlan } from '../../../../domain/schemas/interchange.ts';
import { screen, user } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ExportQuestionsMenu } from '../index.ts';

const aikenPlan: ExportPlan = {
  questions: 12,
  left_out: [
    { question_id: 7, item: '3. Urutkan tahapan daur air …', reason: 'not_single_choice', message: 'Aiken holds multiple choice with one answer only.' },
    { question_id: 9, item: '5. Kelompokkan hewan berikut …', reason: 'not_single_choice', message: 'Aiken holds multiple choice with one answer only.' },
  ],
};

async function pick(label: string) {
  await user.click(screen.getByTestId('export-menu-button'));
  await user.click(await screen.findByRole('menuitem', { name: label }));
  return screen.findByRole('dialog', { name: label === 'Export as Common Cartridge' ? label : `Export as ${label}` });
}

describe('export questions', () => {
  it('shows the plan with the questions left out, then downloads the file', async () => {
    const api = fakeApi({ 'GET /content/topics/100/questions/export_plan': () => json(aikenPlan) });
    renderWithApp(<ExportQuestionsMenu scope="topic" id={100} />);
    const dialog = await pick('Aiken');
    expect((await within(dialog).findByTestId('export-count')).textContent).toBe('The file will hold 12 questions.');
    expect(within(dialog).getByTestId('export-left-out').firstElementChild?.textContent).toBe('2 questions are left out, as this format cannot hold them:');
    expect(within(dialog).getAllByTestId('left-out-item').map((li) => li.textContent)).toEqual([
      '3. Urutkan tahapan daur air …: Aiken holds multiple choice with one answer only.',
      '5. Kelompokkan hewan berikut …: Aiken holds multiple choice with one answer only.',
    ]);
    expect(api.calls.find((call) => call.path.endsWith('export_plan'))?.search).toBe('?format=aiken');
    const download = within(dialog).getByTestId('export-download');
    expect(download.getAttribute('href')).toBe('/content/topics/100/questions/export?format=aiken');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('a course offers the Common Cartridge with its own plan; nothing to write means no download', async () => {
    const api = fakeApi({
      'GET /content/courses/1/cartridge_plan': () => json({ questions: 40, left_out: [] }),
      'GET /content/courses/1/questions/export_plan': () => json({ questions: 0, left_out: [] }),
    });
    renderWithApp(<ExportQuestionsMenu scope="course" id={1} />);
    let dialog = await pick('Export as Common Cartridge');
    expect((await within(dialog).findByTestId('export-count')).textContent).toBe('The cartridge will hold the course with 40 questions.');
    expect(within(dialog).queryByTestId('export-left-out')).toBeNull();
    expect(within(dialog).getByTestId('export-download').getAttribute('href')).toBe('/content/courses/1/cartridge');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await pick('GIFT');
    expect((await within(dialog).findByTestId('export-count')).textContent).toBe('None of these questions can be written in this format.');
    expect(within(dialog).getByTestId('export-download').getAttribute('data-disabled')).toBe('true');
    expect(within(dialog).getByTestId('export-download').hasAttribute('href')).toBe(false);
    expect(api.calls.filter((call) => call.path.endsWith('export_plan')).map((call) => call.search)).toEqual(['?format=gift']);
  });
});
