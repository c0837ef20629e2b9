type StepHandler = (event: PopStateEvent) => boolean;

let handler: StepHandler | null = null;

/**
 * Listens to back and forward before the router does: listeners on window run in the order they were added
 * (whatever their phase), so main.tsx calls this before the router starts.
 */
export function installHistoryGuard(): void {
  window.addEventListener('popstate', (event) => {
    if (handler?.(event)) event.stopImmediatePropagation();
  });
}

/** Until the returned function is called, `hold` sees each history step first; true keeps it from the router. */
export function holdHistorySteps(hold: StepHandler): () => void {
  handler = hold;
  return () => {
    if (handler === hold) handler = null;
  };
}
