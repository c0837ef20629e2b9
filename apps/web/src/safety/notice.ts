// "Member blocked." on the page Block took the member back to (issue 34). The shell keeps an empty polite live region
// (#safety-notice, RootLayout) and this writes the line into it: the page that raised it is gone by then, and the
// shell carries no code of its own for it, so the first paint of every page stays as it was.

export const SAFETY_NOTICE_ID = 'safety-notice';
/** Long enough to read at leisure; Close ends it sooner. */
export const SAFETY_NOTICE_MS = 10_000;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows `text` (in the language shown) under the navbar with a Close button named `closeLabel`. */
export function showSafetyNotice(text: string, closeLabel: string): void {
  const region = document.getElementById(SAFETY_NOTICE_ID);
  if (!region) return;
  clearTimeout(timer);
  const bar = document.createElement('div');
  bar.className = 'border-b border-green-300 bg-green-50 px-4 text-green-950';
  const inner = document.createElement('div');
  inner.className = 'mx-auto flex max-w-7xl items-center justify-between gap-2 text-sm';
  const line = document.createElement('p');
  line.className = 'py-2 font-semibold';
  line.textContent = text;
  const close = document.createElement('button');
  close.type = 'button';
  close.className =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-xl leading-none hover:bg-green-100';
  close.setAttribute('aria-label', closeLabel);
  close.textContent = '×';
  close.addEventListener('click', () => bar.remove());
  inner.append(line, close);
  bar.append(inner);
  region.replaceChildren(bar);
  timer = setTimeout(() => bar.remove(), SAFETY_NOTICE_MS);
}

/** The line shown now, if any (tests). */
export const safetyNoticeText = (): string | null =>
  document.getElementById(SAFETY_NOTICE_ID)?.querySelector('p')?.textContent ?? null;
