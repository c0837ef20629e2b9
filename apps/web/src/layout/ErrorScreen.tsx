import { useEffect } from 'react';
import { Button } from '../components/ui/Button.tsx';
import { DocumentTitle } from '../components/ui/DocumentTitle.tsx';
import { useT } from '../i18n/useT.ts';

/** Shown by ScreenErrorBoundary: whatever broke, the member gets a way out. */
export function ErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  useEffect(() => {
    console.error('Screen failed to render:', error);
  }, [error]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-stone-50 px-4 text-center">
      <DocumentTitle title={t('common.layout.pageTitle', { title: t('common.errorScreen.title') })} />
      <h1 className="text-2xl font-bold text-slate-900">{t('common.errorScreen.heading')}</h1>
      <p className="mt-2 max-w-md text-slate-700">{t('common.errorScreen.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('common.errorScreen.reload')}</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          {t('common.errorScreen.goHome')}
        </Button>
      </div>
    </main>
  );
}
