import type { MessageId } from '@sangam/shared/i18n/namespaces';

// One line the shell shows after a page was left for another (Block takes the member back from a profile that is
// now 404 for them): "Member blocked." A tiny store, so that any page may raise it and the layout draws it.

export type SafetyNoticeValue = { id: number; message: MessageId; /** The page it was raised on. */ from: string };

type Listener = () => void;
let current: SafetyNoticeValue | null = null;
const listeners = new Set<Listener>();
let next = 1;

const emit = () => listeners.forEach((listener) => listener());

export const safetyNotice = {
  /** Shown on the page the member lands on after `from`, until closed or they move on again. */
  show(message: MessageId, from: string) {
    current = { id: next++, message, from };
    emit();
  },
  dismiss() {
    current = null;
    emit();
  },
  get: (): SafetyNoticeValue | null => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
