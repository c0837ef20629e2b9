import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children in a task of their own once the page has painted. What sits below a phone's first screen (the
 * footer) then no longer lengthens the first paint's task, which a slow phone spends most of its start-up in.
 */
export function AfterFirstDraw({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true));
    return () => clearTimeout(timer);
  }, []);
  return drawn ? children : null;
}
