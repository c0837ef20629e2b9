import { useServerStatus } from '../../api/useServerStatus.ts';
import { Button } from './Button.tsx';
import { ErrorReference } from './ErrorReference.tsx';
import { say, useT } from '../../i18n/useT.ts';

/**
 * The admin screens' failed-load panel: the spec's sentence, the reference of a server failure (`error`), and a Try
 * Again button. While the shell's server banner is up the banner says it (one message, not two), so only Try Again
 * is left here.
 */
export function LoadError({
  message,
  onRetry,
  retrying = false,
  error,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** What failed: a server failure's reference is shown with the sentence. */
  error?: unknown;
}) {
  const t = useT();
  const serverDown = useServerStatus() === 'down';
  const retry = (
    <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
      {retrying ? t('common.action.tryingAgain') : t('common.action.tryAgain')}
    </Button>
  );
  if (serverDown) return <div className="text-center">{retry}</div>;
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-center text-red-900">
      <p className="font-medium">{say(message)}</p>
      <ErrorReference error={error} shown={say(message)} />
      {retry}
    </div>
  );
}
