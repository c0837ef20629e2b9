import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { emptyDraft } from '../lib/builder.ts';
import { FormBuilderPage } from './FormBuilderPage.tsx';

function setup(refuse?: MockReply) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (url === '/api/forms' && init.method === 'POST' && refuse) return refuse;
    if (url === '/api/forms' && init.method === 'POST') {
      return { status: 201, body: { form: { _id: 'f1', slug: 'meet', ...(requestBody(init) as object) } } };
    }
    return { body: {} };
  });
  const view = renderWithApp(<FormBuilderPage />, { path: '/admin/forms/new' });
  return { fetchMock, ...view };
}

const posted = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/forms' && init?.method === 'POST')
    .map(([, init]) => requestBody(init));

beforeEach(() => localStorage.clear());

describe('FormBuilderPage', () => {
  it('refuses to save without a title and fields, with the spec’s messages', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Create New Form' });
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Form' }));
    expect(screen.getByText('Please fix the validation errors before saving')).toBeInTheDocument();
    expect(screen.getByText('Form title is required')).toBeInTheDocument();
    expect(screen.getByText('At least one field is required')).toBeInTheDocument();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it('adds, edits, duplicates, reorders and deletes fields, then saves and returns to the list', async () => {
    const { fetchMock, location } = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Form title'), 'Annual Meet');

    await user.click(screen.getByRole('button', { name: 'Add Dropdown field' }));
    const properties = () => within(screen.getByRole('heading', { name: 'Properties' }).closest('section')!);
    await user.clear(properties().getByLabelText('Label'));
    await user.type(properties().getByLabelText('Label'), 'City');
    await user.clear(properties().getByLabelText('Option 1'));
    await user.type(properties().getByLabelText('Option 1'), 'New Delhi');
    expect(properties().getByText('Value: new_delhi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Text field' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate: Text' }));
    expect(screen.getByRole('button', { name: 'Drag to reorder: Text (Copy)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete: Text (Copy)' }));
    await user.click(screen.getByRole('button', { name: 'Move up: Text' }));
    const order = within(screen.getByRole('list', { name: 'Form fields' }))
      .getAllByRole('button', { name: /^Drag to reorder/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(order).toEqual(['Drag to reorder: Text', 'Drag to reorder: City']);

    await user.click(screen.getByRole('button', { name: 'Save Form' }));
    await vi.waitFor(() => expect(location().pathname).toBe('/admin/forms'));
    const [body] = posted(fetchMock) as {
      title: string;
      fields: { type: string; label: string; options?: unknown }[];
    }[];
    expect(body!.title).toBe('Annual Meet');
    expect(body!.fields.map((f) => [f.type, f.label])).toEqual([
      ['text', 'Text'],
      ['select', 'City'],
    ]);
    expect(body!.fields[1]!.options).toEqual([
      { label: 'New Delhi', value: 'new_delhi' },
      { label: 'Option 2', value: 'option_2' },
    ]);
    expect(localStorage.getItem('form-builder:new')).toBeNull();
  });

  it('shows the server’s refusal and marks the field it names', async () => {
    setup({
      status: 400,
      body: { message: 'Field label is required', fields: { 'fields.0.label': 'Field label is required' } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Form title'), 'Annual Meet');
    await user.click(screen.getByRole('button', { name: 'Add Text field' }));
    await user.click(screen.getByRole('button', { name: 'Save Form' }));
    expect(await screen.findAllByText('Field label is required')).toHaveLength(2);
    expect(screen.getByText(/needs attention/)).toBeInTheDocument();
  });

  it('keeps unsaved work as a draft in the browser', async () => {
    setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Form title'), 'Half done');
    expect(JSON.parse(localStorage.getItem('form-builder:new')!)).toMatchObject({ title: 'Half done' });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { location } = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Form title'), 'Half done');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(location().pathname).toBe('/admin/forms/new');
    expect(screen.getByLabelText('Form title')).toHaveValue('Half done');
  });

  it('restores a kept draft, and can discard it', async () => {
    localStorage.setItem('form-builder:new', JSON.stringify({ ...emptyDraft(), title: 'Half done' }));
    setup();
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Form title')).toHaveValue('Half done');
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('Form title')).toHaveValue('');
  });
});
