import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadForm, type UploadOptions } from './upload.ts';

export type UploadState = 'idle' | 'uploading' | 'done' | 'error';

/**
 * A multipart submit with its progress, for forms with files: `send` resolves with the reply or throws the
 * ApiRequestError; `progress` is 0-100 while `state` is 'uploading'. Leaving the screen cancels the upload.
 */
export function useUpload() {
  const [progress, setProgress] = useState(0);
  const [state, setState] = useState<UploadState>('idle');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async <T>(path: string, form: FormData, options: Pick<UploadOptions, 'method'> = {}) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setProgress(0);
    setState('uploading');
    try {
      const data = await uploadForm<T>(path, form, { ...options, signal: own.signal, onProgress: setProgress });
      setState('done');
      return data;
    } catch (error) {
      if (controller.current === own) setState('error');
      throw error;
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, []);

  const abort = useCallback(() => controller.current?.abort(), []);

  return { send, abort, progress, state, uploading: state === 'uploading' };
}
