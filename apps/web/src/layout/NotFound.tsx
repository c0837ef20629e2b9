import { useNavigate } from 'react-router';
import { Button } from '../components/ui/Button.tsx';
import { DocumentTitle } from '../components/ui/DocumentTitle.tsx';
import { useT } from '../i18n/useT.ts';

export function NotFound() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <DocumentTitle title={t('common.layout.pageTitle', { title: t('common.notFound.title') })} />
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('common.notFound.title')}</h1>
      <p className="mt-2 text-slate-700">{t('common.notFound.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => void navigate('/')}>{t('common.notFound.goHome')}</Button>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('common.notFound.goBack')}
        </Button>
      </div>
    </section>
  );
}
