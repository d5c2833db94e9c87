// The course tree as a teacher uses it: an editor opens a new course, adds units and topics,
// reorders them by keyboard and by dragging, moves a topic to another unit and deletes a unit
// after the warning, with the sidebar following every change. A large course stays quick.
// Screenshots in English and Indonesian.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { demo, keyboardMove, login, shot } from './helpers.ts';

/** Creates a course through the API with the page's session and returns its id. */
async function createCourse(page: Page, name: string, description = ''): Promise<number> {
  const session = await (await page.request.get('/users/show_current')).json();
  const reply = await page.request.post('/content/courses', {
    data: {
      course: { name, description },
      course_tags: [],
      subjects: [],
      coursable_id: session.organization.id,
      coursable_type: 'Organization',
    },
  });
  expect(reply.status()).toBe(201);
  return (await reply.json()).id;
}

const sidebar = (page: Page) => page.getByTestId('course-sidebar');
const sidebarUnits = (page: Page) => sidebar(page).getByTestId('tree-unit');
const unitCards = (page: Page) => page.getByTestId('unit-card');

async function names(locator: Locator, attribute = 'aria-label'): Promise<string[]> {
  return locator.evaluateAll((nodes, attr) => nodes.map((node) => node.getAttribute(attr) ?? ''), attribute);
}

/** Drags a sortable row by its handle onto another row, in small pointer steps as a hand would. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
}

test('an editor builds a course: units and topics, reordered, moved and deleted, the sidebar following', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, demo.editor);
  const courseId = await createCourse(page, 'Gerak dan Gaya', 'Gerak, gaya dan energi untuk kelas XI.');

  await page.goto(`/en/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gerak dan Gaya' })).toBeVisible();
  await expect(sidebar(page).getByTestId('no-units')).toHaveText('This course has no units yet');

  // The first unit, from the empty state; the form is on the bare layout.
  await page.getByRole('link', { name: 'Create the first unit' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/courses/${courseId}/bundles/new$`));
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  const unitName = page.getByRole('textbox', { name: /Unit name/ });
  await unitName.fill('Kinematika');
  await unitName.fill('');
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create unit' })).toBeDisabled();
  await shot(page, 'unit-new-errors-en');
  await unitName.fill('Kinematika');
  await page.getByRole('textbox', { name: /Description/ }).fill('Gerak lurus, gerak parabola dan gerak melingkar.');
  await page.getByRole('button', { name: 'Create unit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kinematika' })).toBeVisible();
  await expect(page.getByText('Unit “Kinematika” created.')).toBeVisible();
  await expect(sidebarUnits(page)).toHaveText(['Kinematika0']);

  // Two topics in it.
  for (const topic of ['Gerak lurus', 'Gerak parabola']) {
    await page.getByRole('link', { name: 'New topic' }).click();
    await page.getByRole('textbox', { name: /Topic name/ }).fill(topic);
    if (topic === 'Gerak lurus') await shot(page, 'topic-new-en');
    await page.getByRole('button', { name: 'Create topic' }).click();
    await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
    await expect(page.getByText(`Topic “${topic}” created.`)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: topic })).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('topic-breadcrumbs').getByRole('link', { name: 'Kinematika' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kinematika' })).toBeVisible();
  }

  // A second unit from the course page, with one topic.
  await sidebar(page).getByTestId('sidebar-course-name').click();
  await page.getByTestId('course-header').getByRole('link', { name: 'New unit' }).click();
  await page.getByRole('textbox', { name: /Unit name/ }).fill('Dinamika');
  await page.getByRole('button', { name: 'Create unit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dinamika' })).toBeVisible();
  await page.getByRole('link', { name: 'Create the first topic' }).click();
  await page.getByRole('textbox', { name: /Topic name/ }).fill('Hukum Newton');
  await page.getByRole('button', { name: 'Create topic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hukum Newton' })).toBeVisible();
  await expect(sidebarUnits(page)).toHaveText(['Kinematika2', 'Dinamika1']);

  // Topic settings.
  await page.getByRole('link', { name: 'Edit topic' }).click();
  await page.getByRole('switch', { name: /Shuffle questions/ }).click({ force: true });
  await page.getByRole('textbox', { name: /Questions label/ }).fill('Latihan');
  await shot(page, 'topic-edit-en');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Topic “Hukum Newton” saved.')).toBeVisible();
  await expect(page.getByTestId('setting-questions-label')).toContainText('Latihan');
  await expect(page.getByTestId('setting-shuffle-questions')).toContainText('On');
  await shot(page, 'topic-overview-en');

  // Reorder units with the keyboard on the course page: Dinamika first.
  await page.goto(`/en/courses/${courseId}`);
  await expect(unitCards(page)).toHaveCount(2);
  await keyboardMove(page, 'Drag to reorder Dinamika', 'ArrowUp', ['1 of 2']);
  await expect.poll(() => names(unitCards(page))).toEqual(['Dinamika', 'Kinematika']);
  await expect(sidebarUnits(page)).toHaveText(['Dinamika1', 'Kinematika2']);

  // And back by dragging with the pointer; the order survives a reload.
  await drag(page, page.getByRole('button', { name: 'Drag to reorder Kinematika' }), unitCards(page).first());
  await expect.poll(() => names(unitCards(page))).toEqual(['Kinematika', 'Dinamika']);
  await page.reload();
  await expect.poll(() => names(unitCards(page))).toEqual(['Kinematika', 'Dinamika']);
  await expect(sidebarUnits(page)).toHaveText(['Kinematika2', 'Dinamika1']);
  // Both units were opened on arrival at their pages, and the sidebar remembers it.
  await expect(sidebar(page).getByRole('button', { name: 'Close all units' })).toBeVisible();
  await shot(page, 'course-overview-en');

  // Reorder topics in Kinematika with the keyboard, then by dragging.
  await page.getByTestId('unit-card').first().getByRole('link', { name: 'Kinematika' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kinematika' })).toBeVisible();
  await keyboardMove(page, 'Drag to reorder Gerak parabola', 'ArrowUp', ['1 of 2']);
  await expect.poll(() => names(page.getByTestId('topic-row'))).toEqual(['Gerak parabola', 'Gerak lurus']);
  await expect(sidebar(page).getByTestId('tree-topic')).toHaveText(['Gerak parabola', 'Gerak lurus', 'Hukum Newton']);
  await drag(page, page.getByRole('button', { name: 'Drag to reorder Gerak lurus' }), page.getByTestId('topic-row').first());
  await expect.poll(() => names(page.getByTestId('topic-row'))).toEqual(['Gerak lurus', 'Gerak parabola']);
  await shot(page, 'unit-overview-en');

  // Move "Gerak parabola" to Dinamika.
  await page.getByRole('button', { name: 'Actions for topic Gerak parabola' }).click();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();
  // The Copy/Move modal opens on the course's units, the topic's own unit not a choice.
  const move = page.getByRole('dialog', { name: 'Move topic' });
  await expect(move.getByRole('radio', { name: 'Kinematika', exact: true })).toBeDisabled();
  await move.getByRole('radio', { name: 'Dinamika', exact: true }).click();
  await expect(move.getByTestId('copy-move-selected')).toHaveText('Selected: Dinamika');
  await shot(page, 'topic-move-en');
  await move.getByRole('button', { name: 'Next' }).click();
  await expect(move).toContainText('Move the topic “Gerak parabola” to the unit “Dinamika” of the course “Gerak dan Gaya”');
  await move.getByRole('button', { name: 'Move topic', exact: true }).click();
  // The result says where it went (what the old "moved to" notice said); Done closes it.
  await expect(move.getByTestId('copy-move-result').getByRole('status')).toHaveText('Moved to “Dinamika”');
  await move.getByRole('button', { name: 'Done' }).click();
  await expect(move).toHaveCount(0);
  await expect.poll(() => names(page.getByTestId('topic-row'))).toEqual(['Gerak lurus']);
  await expect(sidebarUnits(page)).toHaveText(['Kinematika1', 'Dinamika2']);
  await expect(sidebar(page).getByTestId('tree-topic')).toHaveText(['Gerak lurus', 'Hukum Newton', 'Gerak parabola']);

  // Delete Kinematika after the warning.
  await page.getByRole('button', { name: 'Actions for unit Kinematika' }).click();
  await page.getByRole('menuitem', { name: 'Delete unit' }).click();
  const warning = page.getByRole('dialog', { name: 'Delete this unit?' });
  await expect(warning.getByTestId('delete-warning')).toHaveText('All pages and questions under it are lost and cannot be recovered.');
  await shot(page, 'unit-delete-warning-en');
  await warning.getByRole('button', { name: 'Delete unit' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/courses/${courseId}$`));
  await expect(page.getByText('Unit “Kinematika” deleted.')).toBeVisible();
  await expect(sidebarUnits(page)).toHaveText(['Dinamika2']);
  await expect.poll(() => names(unitCards(page))).toEqual(['Dinamika']);

  // The same screens in Indonesian.
  await page.goto(`/id/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Unit' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Kembali ke daftar kursus' })).toBeVisible();
  await shot(page, 'course-overview-id');
  await page.getByTestId('unit-card').first().getByRole('link', { name: 'Dinamika' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Topik' })).toBeVisible();
  await shot(page, 'unit-overview-id');
  await page.getByRole('button', { name: 'Tindakan untuk unit Dinamika' }).click();
  await page.getByRole('menuitem', { name: 'Hapus unit' }).click();
  await expect(page.getByRole('dialog', { name: 'Hapus unit ini?' }).getByTestId('delete-warning')).toHaveText(
    'Semua halaman dan soal di dalamnya akan hilang dan tidak dapat dipulihkan.',
  );
  await shot(page, 'unit-delete-warning-id');
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.getByRole('link', { name: 'Hukum Newton' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hukum Newton' })).toBeVisible();
  await shot(page, 'topic-overview-id');
  await page.goto(`/id/courses/${courseId}/bundles/new`);
  await page.getByRole('textbox', { name: /Nama unit/ }).fill('Energi');
  await page.getByRole('textbox', { name: /Nama unit/ }).fill('');
  await expect(page.getByText('Wajib diisi', { exact: true })).toBeVisible();
  await shot(page, 'unit-new-errors-id');
});

test('a course of 20 units × 10 topics opens all at once as a window of rows that follows the scroll', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, demo.editor);
  const courseId = await createCourse(page, 'Bank Soal Matematika');
  for (let u = 1; u <= 20; u += 1) {
    const unit = await (await page.request.post('/content/bundles', { data: { course_id: courseId, name: `Unit ${u}` } })).json();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => page.request.post('/content/topics', { data: { bundle_id: unit.id, name: `Topik ${u}.${i + 1}` } })),
    );
  }

  await page.goto(`/en/courses/${courseId}`);
  await expect(sidebarUnits(page).first()).toBeVisible();
  await expect(unitCards(page)).toHaveCount(20);

  await sidebar(page).getByRole('button', { name: 'Open all units' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Topik 1.1', exact: true })).toBeVisible();
  // Only a window of the 220 rows is in the page: the last unit's topics are not.
  const listItems = sidebar(page).getByRole('listitem');
  expect(await listItems.count()).toBeLessThan(80);
  await expect(sidebar(page).getByRole('link', { name: 'Topik 20.10', exact: true })).toHaveCount(0);

  // Scrolled to the end, the window moves: the last topic is in, the first is out, still a window.
  await sidebar(page).getByTestId('virtual-tree').evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
  await expect(sidebar(page).getByRole('link', { name: 'Topik 20.10', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Topik 1.1', exact: true })).toHaveCount(0);
  expect(await listItems.count()).toBeLessThan(80);
  await shot(page, 'course-overview-large-en');
});

/** The id of a seeded course of the signed-in teacher's organization, found by name through the API. */
async function seededCourseId(page: Page, name: string): Promise<number> {
  const session = await (await page.request.get('/users/show_current')).json();
  const list = await page.request.get(`/content/organizations/${session.organization.id}/courses`, { params: { q: name } });
  const found = ((await list.json()) as Array<{ id: number; name: string }>).find((course) => course.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

test('a school assessment course: the pill, tags, and topics that open on their questions; a course shared with others stays locked', async ({ page }) => {
  await login(page, demo.editor);
  const assessment = await seededCourseId(page, 'Asesmen Sumatif Matematika');
  const locked = await seededCourseId(page, 'Sejarah Indonesia Kelas XI');

  await page.goto(`/en/courses/${assessment}`);
  await expect(sidebar(page).getByTestId('assessment-pill')).toHaveText('Assessment');
  await expect(sidebar(page).getByTestId('course-tags')).toContainText('G10');
  await expect(page.getByTestId('course-header')).toContainText('Assessment course');
  await sidebar(page).getByRole('button', { name: 'Open all units' }).click();
  const topic = sidebar(page).getByRole('link', { name: 'Soal Eksponen dan Logaritma' });
  await expect(topic).toHaveAttribute('href', /\/en\/topics\/\d+\/questions$/);
  await shot(page, 'course-overview-assessment-en');
  await topic.click();
  await expect(page.getByRole('tab', { name: /Questions/ })).toHaveAttribute('aria-selected', 'true');
  await expect(topic).toHaveAttribute('aria-current', 'page');
  await shot(page, 'topic-questions-en');

  await page.goto(`/en/courses/${locked}`);
  await expect(page.getByTestId('error-page-permissionError')).toContainText('This course is shared with selected users only.');
  await shot(page, 'course-inaccessible-en');
  await page.goto(`/id/courses/${locked}`);
  await expect(page.getByText('Kursus ini hanya dibagikan kepada pengguna tertentu.')).toBeVisible();
  await shot(page, 'course-inaccessible-id');
});
