import { useNavigate } from 'react-router';
import { Button } from '../components/ui/Button.tsx';
import { DocumentTitle } from '../components/ui/DocumentTitle.tsx';
import { useT } from '../i18n/useT.ts';

export function AccessDenied() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <DocumentTitle title={t('common.layout.pageTitle', { title: t('common.accessDenied.title') })} />
      <h1 className="text-2xl font-bold">{t('common.accessDenied.title')}</h1>
      <p className="mt-2 text-slate-700">{t('common.accessDenied.text')}</p>
      <Button className="mt-6" onClick={() => void navigate('/')}>
        {t('common.accessDenied.backHome')}
      </Button>
    </section>
  );
}
