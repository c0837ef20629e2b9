import { useEffect, useState, type ReactNode } from 'react';

/** False until a task of its own after the page has painted, then true; true at once when `already`. */
function useDrawnAfterPaint(already = false, onDrawn?: () => void): boolean {
  const [drawn, setDrawn] = useState(already);
  useEffect(() => {
    if (drawn) return;
    const timer = setTimeout(() => {
      onDrawn?.();
      setDrawn(true);
    });
    return () => clearTimeout(timer);
  }, [drawn, onDrawn]);
  return drawn;
}

/**
 * Draws its children in a task of their own once the page has painted. What sits below a phone's first screen (the
 * footer, the home page's lower sections) then no longer lengthens the first paint's task, which a slow phone spends
 * most of its start-up in.
 */
export function AfterFirstDraw({ children }: { children: ReactNode }) {
  return useDrawnAfterPaint() ? children : null;
}

let shellDrawn = false;
const markShellDrawn = () => {
  shellDrawn = true;
};

/**
 * On the app's first draw, draws the page in a task of its own after the shell (navbar, bottom bar): two shorter
 * tasks instead of one long one on a slow phone, and the shell on screen sooner (docs/PERFORMANCE.md). Later pages
 * draw at once.
 */
export function AfterShell({ children }: { children: ReactNode }) {
  return useDrawnAfterPaint(shellDrawn, markShellDrawn) ? children : null;
}
