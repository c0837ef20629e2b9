import type { ReactNode } from 'react';
import { useServerStatus } from '../api/useServerStatus.ts';
import { Alert } from '../components/ui/Alert.tsx';
import { Button } from '../components/ui/Button.tsx';
import { say, useT } from '../i18n/useT.ts';

/**
 * A page's failed load: its message and Try Again. While the shell's server banner is up (ServerStatusBanner:
 * 'Server connection issues detected...'), the page says nothing of its own, only offers Try Again, so that a
 * server error shows one banner rather than the banner with the page's alert stacked under it.
 */
export function PageLoadError({
  message,
  onRetry,
  retrying = false,
  missing = false,
  children,
}: {
  /** The page's words, or a catalogue id of `common` or of the page's namespace. */
  message: string;
  /** The record is not there (a 404): said whatever the banner says, as the server did answer. */
  missing?: boolean;
  /** Absent where trying again cannot help (a missing record). */
  onRetry?: () => void;
  retrying?: boolean;
  /** Further actions beside Try Again (a Back link). */
  children?: ReactNode;
}) {
  const t = useT();
  const serverDown = useServerStatus() === 'down';
  return (
    <div className="space-y-3">
      {(missing || !serverDown) && <Alert>{say(message)}</Alert>}
      {(onRetry || children) && (
        <div className="flex flex-wrap gap-2">
          {onRetry && (
            <Button variant="secondary" onClick={onRetry} disabled={retrying}>
              {retrying ? t('common.layout.retrying') : t('common.layout.tryAgain')}
            </Button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
