import { useEffect, useRef } from 'react';

/** A new page of results starts at the top of the list (the first render keeps the browser's scroll). */
export function useTopOnNewPage(page: number) {
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
  }, [page]);
}
