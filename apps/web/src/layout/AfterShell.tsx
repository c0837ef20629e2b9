import { useEffect, useState, type ReactNode } from 'react';

let shellDrawn = false;

/**
 * On the app's first draw, draws the page in a task of its own after the shell (navbar, bottom bar): two shorter
 * tasks instead of one long one on a slow phone (shell and page were one task of about 84 ms in Chromium's trace of
 * /login), and the shell on screen sooner. Lighthouse counts the blocking part of each task after the first paint
 * (README has the runs). Later pages draw at once.
 */
export function AfterShell({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(shellDrawn);
  useEffect(() => {
    if (drawn) return;
    const timer = setTimeout(() => {
      shellDrawn = true;
      setDrawn(true);
    });
    return () => clearTimeout(timer);
  }, [drawn]);
  return drawn ? children : null;
}
