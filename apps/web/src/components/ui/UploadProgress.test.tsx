import { act, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUpload } from '../../api/useUpload.ts';
import { FakeXhr } from '../../test/fakeXhr.ts';
import { UploadProgress } from './UploadProgress.tsx';

beforeEach(() => FakeXhr.install());

describe('UploadProgress', () => {
  it("shows 'Uploading... N%' as a progressbar with its value", () => {
    render(<UploadProgress percent={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Uploading... 42%');
    expect(screen.getByText('Uploading... 42%')).toBeVisible();
  });
});

describe('useUpload', () => {
  it('follows the upload: uploading with its percentage, then done', async () => {
    const { result } = renderHook(() => useUpload());
    expect(result.current).toMatchObject({ state: 'idle', progress: 0, uploading: false });
    let reply: Promise<unknown> = Promise.resolve();
    act(() => {
      reply = result.current.send('/matrimonial/profiles', new FormData());
    });
    expect(result.current).toMatchObject({ state: 'uploading', uploading: true });
    act(() => FakeXhr.last.progress(3, 4));
    expect(result.current.progress).toBe(75);
    await act(async () => {
      FakeXhr.last.respond(201, { profile: { _id: 'p1' } });
      await reply;
    });
    await expect(reply).resolves.toEqual({ profile: { _id: 'p1' } });
    expect(result.current).toMatchObject({ state: 'done', progress: 100 });
  });

  it('ends in error with the server error thrown to the caller', async () => {
    const { result } = renderHook(() => useUpload());
    let reply: Promise<unknown> = Promise.resolve();
    act(() => {
      reply = result.current.send('/x', new FormData()).catch((e: unknown) => e);
    });
    await act(async () => {
      FakeXhr.last.respond(400, {
        message: 'Biodata must be a PDF file',
        fields: { biodata: 'Biodata must be a PDF file' },
      });
      await reply;
    });
    expect(await reply).toMatchObject({ status: 400, fields: { biodata: 'Biodata must be a PDF file' } });
    expect(result.current.state).toBe('error');
  });

  it('cancels the upload when the screen goes away', () => {
    const { result, unmount } = renderHook(() => useUpload());
    act(() => {
      void result.current.send('/x', new FormData()).catch(() => {});
    });
    unmount();
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
