import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { useT } from '../../../i18n/useT.ts';
import { StaticPage } from '../components/StaticPage.tsx';

export function SuccessStoriesPage() {
  const t = useT();
  return (
    <StaticPage title={t('pages.stories.title')} description={t('pages.stories.description')}>
      <p>{t('pages.stories.text')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/matrimonial" className={buttonClasses('primary')}>
          {t('pages.stories.browse')}
        </Link>
        <Link to="/feedback" className={buttonClasses('secondary')}>
          {t('pages.stories.share')}
        </Link>
      </div>
    </StaticPage>
  );
}
