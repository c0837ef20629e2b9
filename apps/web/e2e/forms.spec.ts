import fs from 'node:fs';
import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminSignIn, atPath, expectAccessible } from './helpers';

/** Drags a field's handle onto another field with the mouse (dnd-kit starts after a 5 px move). */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 15 });
  await page.mouse.up();
}

test('an admin builds a form with a conditional field by drag and drop, a visitor fills it on a phone, the admin approves and exports', async ({
  page,
  browser,
}) => {
  const title = `Meetup RSVP ${randomInt(100_000, 1_000_000)}`;
  await adminSignIn(page);
  await page.goto('/admin/forms');
  await expect(page.getByRole('heading', { name: 'Form Management' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Form' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Form' })).toBeVisible();
  await page.getByLabel('Form title').fill(title);

  const properties = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Properties' }) });
  // A single choice, then the name field (added last, dragged to the top), then the conditional number.
  await page.getByRole('button', { name: 'Add Single choice field' }).click();
  await properties.getByLabel('Label', { exact: true }).fill('Attending?');
  await properties.getByLabel('Option 1', { exact: true }).fill('Yes');
  await properties.getByLabel('Option 2', { exact: true }).fill('No');
  await properties.getByLabel('Required').check();

  await page.getByRole('button', { name: 'Add Text field' }).click();
  await properties.getByLabel('Label', { exact: true }).fill('Full name');
  await properties.getByLabel('Required').check();

  await page.getByRole('button', { name: 'Add Number field' }).click();
  await properties.getByLabel('Label', { exact: true }).fill('Guests');
  await properties.getByLabel('Required').check();
  await properties.getByLabel('Show or hide this field depending on an answer').check();
  await properties.getByLabel('Field', { exact: true }).selectOption({ label: 'Attending?' });
  await properties.getByLabel('Equals').selectOption({ label: 'Yes' });

  const canvas = page.getByRole('list', { name: 'Form fields' });
  /** The canvas's fields, top to bottom, by their drag handles. */
  const fieldOrder = () =>
    canvas
      .getByRole('button', { name: /^Drag to reorder/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  await dragOnto(
    page,
    canvas.getByRole('button', { name: 'Drag to reorder: Full name' }),
    canvas.getByRole('button', { name: 'Drag to reorder: Attending?' }),
  );
  await expect
    .poll(fieldOrder)
    .toEqual(['Drag to reorder: Full name', 'Drag to reorder: Attending?', 'Drag to reorder: Guests']);

  // The same handle works from the keyboard: Space lifts, arrows move, Space drops.
  const guestsHandle = canvas.getByRole('button', { name: 'Drag to reorder: Guests' });
  await guestsHandle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Guests is over position 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Guests is over position 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect
    .poll(fieldOrder)
    .toEqual(['Drag to reorder: Full name', 'Drag to reorder: Guests', 'Drag to reorder: Attending?']);
  await canvas.getByRole('button', { name: 'Move down: Guests' }).click();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Status').selectOption('active');
  await page.getByLabel('Require login to submit').uncheck();
  await page.getByRole('button', { name: 'Save Form' }).click();
  await expect(page).toHaveURL(atPath('/admin/forms'));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Active');

  const form = await page.evaluate(async (wanted) => {
    const reply = await fetch(`/api/forms/admin/all?search=${encodeURIComponent(wanted)}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    const body = (await reply.json()) as { forms: { _id: string; slug: string; title: string }[] };
    return body.forms.find((f) => f.title === wanted)!;
  }, title);

  // A visitor on a phone-sized screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = await phone.newPage();
  await visitor.goto(`/forms/${form.slug}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByLabel('Guests')).toHaveCount(0);
  await expectAccessible(visitor);
  await visitor.getByRole('button', { name: 'Submit Form' }).click();
  await expect(visitor.getByText('This field is required')).toHaveCount(2);
  await visitor.getByLabel('Full name').fill('Kavya Rao');
  await visitor.getByLabel('Yes').check();
  await visitor.getByLabel('Guests').fill('2');
  // Sent at once: the filler itself waits out the server's minimum fill time.
  await visitor.getByRole('button', { name: 'Submit Form' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(visitor.getByText('Thank you for your submission!')).toBeVisible();
  await phone.close();

  // The admin approves it and exports the CSV.
  await row.getByRole('link', { name: `View submissions: ${title}` }).click();
  await expect(page.getByRole('heading', { name: `${title} - Submissions` })).toBeVisible();
  const submission = page.getByRole('row').filter({ hasText: 'Kavya Rao' });
  await expect(submission.getByRole('combobox')).toHaveValue('pending');
  await submission.getByRole('checkbox').check();
  await expect(page.getByText('1 submission(s) selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(submission.getByRole('combobox')).toHaveValue('approved');

  await page.getByRole('button', { name: 'Analytics' }).click();
  const attending = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Attending?' }) });
  await expect(attending.getByRole('figure')).toContainText('Yes');
  await expect(attending.getByRole('figure')).toContainText('1');
  await page.getByRole('button', { name: 'Table' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title}_submissions.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Full name');
  expect(csv).toContain('Guests');
  expect(csv).toContain('Kavya Rao');
  expect(csv).toMatch(/approved/i);
});

test('a visitor answers every field type, a file and a typed signature included, and the admin reads them', async ({
  page,
  browser,
}) => {
  const token = await adminSignIn(page);
  const choice = [
    { label: 'Alpha', value: 'alpha' },
    { label: 'Beta', value: 'beta' },
  ];
  const title = `Every type ${randomInt(100_000, 1_000_000)}`;
  const fields = [
    { id: 'name', type: 'text', label: 'Name', required: true },
    { id: 'about', type: 'textarea', label: 'About' },
    { id: 'mail', type: 'email', label: 'Mail' },
    { id: 'tel', type: 'phone', label: 'Tel' },
    { id: 'age', type: 'number', label: 'Age' },
    { id: 'site', type: 'url', label: 'Site' },
    { id: 'pick', type: 'select', label: 'Pick', options: choice },
    { id: 'one', type: 'radio', label: 'One', options: choice },
    { id: 'many', type: 'checkbox', label: 'Many', options: choice },
    { id: 'stars', type: 'rating', label: 'Stars' },
    { id: 'day', type: 'date', label: 'Day' },
    { id: 'at', type: 'time', label: 'At' },
    { id: 'when', type: 'datetime', label: 'When' },
    { id: 'doc', type: 'file', label: 'Doc', required: true },
    { id: 'sign', type: 'signature', label: 'Sign', required: true },
    { id: 'line', type: 'divider', label: 'Part two' },
    { id: 'note', type: 'html', label: 'Note', content: '<p>Thanks <script>alert(1)</script></p>' },
  ];
  const created = await page.request.post('/api/forms', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, status: 'active', fields, settings: { requireLogin: false, captcha: true } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { form } = (await created.json()) as { form: { _id: string; slug: string } };

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await visitor.goto(`/forms/${form.slug}`);
  await expect(visitor.getByText('CAPTCHA protected')).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Name', exact: true }).fill('Ira Sen');
  await visitor.getByLabel('About', { exact: true }).fill('Hello');
  await visitor.getByLabel('Mail', { exact: true }).fill('ira@example.com');
  await visitor.getByLabel('Tel', { exact: true }).fill('+91 98765 43210');
  await visitor.getByLabel('Age', { exact: true }).fill('31');
  await visitor.getByLabel('Site', { exact: true }).fill('https://example.com');
  await visitor.getByLabel('Pick', { exact: true }).selectOption('beta');
  await visitor.getByRole('group', { name: 'One' }).getByLabel('Alpha').check();
  await visitor.getByRole('group', { name: 'Many' }).getByLabel('Alpha').check();
  await visitor.getByRole('group', { name: 'Many' }).getByLabel('Beta').check();
  await visitor.getByLabel('4 stars').check();
  await visitor.getByLabel('Day', { exact: true }).fill('2026-12-01');
  await visitor.getByLabel('At', { exact: true }).fill('09:30');
  await visitor.getByLabel('When', { exact: true }).fill('2026-12-01T10:15');
  await visitor.getByLabel(/^Doc/).setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await expect(visitor.getByText('letter.pdf')).toBeVisible();
  await visitor.getByLabel('Or type your name to sign').fill('Ira Sen');
  await visitor.getByRole('button', { name: 'Sign with typed name' }).click();
  await visitor.getByRole('button', { name: 'Submit Form' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 20_000 });
  await phone.close();

  await page.goto(`/admin/forms/${form._id}/submissions`);
  const row = page.getByRole('row').filter({ hasText: 'Ira Sen' });
  await row.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Beta');
  await expect(dialog).toContainText('Alpha, Beta');
  await expect(dialog.getByRole('link', { name: 'letter.pdf' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Sign|signature/i })).toBeVisible();
});

test('unsaved edits in the form builder are asked about before a link, the back button or closing the tab', async ({
  page,
}) => {
  await adminSignIn(page);
  await page.goto('/admin/forms');
  await page.getByRole('link', { name: 'Create Form' }).click();
  await page.getByLabel('Form title').fill('Half-built form');
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(atPath('/admin/forms/new'));
  await expect(page.getByLabel('Form title')).toHaveValue('Half-built form');

  // Back is undone while the dialog asks; Leave then goes back.
  await page.goBack();
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(atPath('/admin/forms/new'));
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Form Management' })).toBeVisible();
  await expect(page).toHaveURL(atPath('/admin/forms'));

  // The draft came along, so closing the tab gets the browser's own warning.
  await page.goForward();
  await expect(page.getByLabel('Form title')).toHaveValue('Half-built form');
  // Chromium warns only on a page used since the browser's own back or forward (Debian's 156.0.8078.79 does so).
  await page.getByLabel('Form title').click();
  const warned = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await warned).toBe('beforeunload');
});
