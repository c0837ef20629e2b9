import { Button } from './Button.tsx';

/** The admin screens' failed-load panel: the spec's sentence and a Try Again button. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-center text-red-900">
      <p className="font-medium">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  );
}
