import { useEffect } from 'react';
import { Button } from '../components/ui/Button.tsx';
import { DocumentTitle } from '../components/ui/DocumentTitle.tsx';

/** Shown by ScreenErrorBoundary: whatever broke, the member gets a way out. */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Screen failed to render:', error);
  }, [error]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-stone-50 px-4 text-center">
      <DocumentTitle title="Something went wrong | Sangam" />
      <h1 className="text-2xl font-bold text-slate-900">Oops! Something went wrong</h1>
      <p className="mt-2 max-w-md text-slate-700">An unexpected error stopped this page. Reloading usually fixes it.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          Go Home
        </Button>
      </div>
    </main>
  );
}
