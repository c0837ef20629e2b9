import type { ReactNode } from 'react';
import { useOnline } from '../../api/connection.ts';
import { useT } from '../../i18n/useT.ts';

/**
 * A submit button's words: "No connection" while the phone has none (the form keeps what was typed, and tapping
 * again tries again), otherwise `label`. Busy words are the caller's: a request under way says so either way.
 */
export function useSubmitLabel(): (label: ReactNode) => ReactNode {
  const online = useOnline();
  const t = useT();
  return (label) => (online ? label : t('common.pwa.noConnection'));
}
