import { useEffect, useSyncExternalStore } from 'react';

// The shell's server banner adds the page's own words when the page has some (the spec's "Listing data may not be
// available." and the like): one banner, not the shell's and the page's stacked.

let words: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * While the calling page is shown, the server banner says `text` after its general sentence: a catalogue id (of
 * `common`, which the banner has loaded) is said in the language shown, and again after a switch.
 */
export function usePageServerWords(text: string) {
  useEffect(() => {
    words = text;
    emit();
    return () => {
      if (words === text) words = null;
      emit();
    };
  }, [text]);
}

/** The words the banner adds for the page on screen, or null. */
export const useServerBannerWords = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => words,
    () => null,
  );
