import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { useT } from '../../../i18n/useT.ts';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <DocumentTitle title={t('users.meta.title', { name: title })} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </section>
  );
}

function BackToDirectory() {
  const t = useT();
  return (
    <Link to="/directory" className={buttonClasses('primary', 'mt-6')}>
      {t('users.status.backToDirectory')}
    </Link>
  );
}

export function UserNotFound() {
  const t = useT();
  return (
    <Frame title={t('users.status.notFoundTitle')}>
      <p className="mt-3 text-slate-700">{t('users.status.notFoundText')}</p>
      <BackToDirectory />
    </Frame>
  );
}

export function ProfileThrottled({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Frame title={t('users.status.waitTitle')}>
      <p role="alert" className="mt-3 text-slate-700">
        {t('users.status.throttled')}
      </p>
      <Button className="mt-6" onClick={onRetry}>
        {t('users.status.retryNow')}
      </Button>
    </Frame>
  );
}

export function ProfileLoadFailed({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <Frame title={t('users.status.unavailableTitle')}>
      <p role="alert" className="mt-3 text-slate-700">
        {t('users.status.failed')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <BackToDirectory />
        {onRetry && (
          <Button variant="secondary" className="mt-6" onClick={onRetry}>
            {t('users.status.tryAgain')}
          </Button>
        )}
      </div>
    </Frame>
  );
}
