import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileAnswer } from '@sangam/shared/forms';
import { FakeXhr, xhrCount } from '../../../test/fakeXhr.ts';
import { FileAnswerInput } from './FileAnswerInput.tsx';

function Harness({ onAnswer }: { onAnswer: (file: FileAnswer | undefined) => void }) {
  const [value, setValue] = useState<FileAnswer | undefined>();
  return (
    <FileAnswerInput
      id="field-cv"
      value={value}
      uploadPath="/forms/files/annual-meet"
      onChange={(file) => {
        setValue(file);
        onAnswer(file);
      }}
    />
  );
}

beforeEach(() => FakeXhr.install());

describe('FileAnswerInput', () => {
  it('uploads the chosen file through the upload pipeline with progress, and answers the stored reference', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    render(<Harness onAnswer={onAnswer} />);
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(document.getElementById('field-cv') as HTMLInputElement, file);
    await xhrCount(1);
    expect(FakeXhr.last.url).toBe('/api/forms/files/annual-meet');
    expect((FakeXhr.last.body as FormData).get('file')).toBeInstanceOf(File);
    act(() => FakeXhr.last.progress(1, 2));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const stored = { id: 'a'.repeat(24), name: 'cv.pdf', size: 8, contentType: 'application/pdf' };
    await act(async () => FakeXhr.last.respond(201, { file: stored }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(stored));
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove file' })).toBeInTheDocument();
  });

  it('says what the server refused', async () => {
    const user = userEvent.setup();
    render(<Harness onAnswer={vi.fn()} />);
    await user.upload(
      document.getElementById('field-cv') as HTMLInputElement,
      new File(['x'], 'big.pdf', { type: 'application/pdf' }),
    );
    await xhrCount(1);
    await act(async () => FakeXhr.last.respond(413, { message: 'The file must be smaller than 10MB' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be smaller than 10MB');
  });
});
