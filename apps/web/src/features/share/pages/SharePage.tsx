import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { useT } from '../../../i18n/useT.ts';
import { sharedPostFrom, sharedState } from '../../../pwa/sharedPost.ts';

/**
 * /share: where the installed app lands when a member picks Sangam in another app's Share menu. Shows what came and
 * offers to ask it in Q&A or add it as a listing, with the form filled in.
 */
export function SharePage() {
  const t = useT();
  const [query] = useSearchParams();
  const post = sharedPostFrom(query);
  return (
    <section className="mx-auto max-w-2xl space-y-4 px-4 py-6 sm:py-8">
      <DocumentTitle title={t('common.pwa.share.title')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('common.pwa.share.title')}</h1>
      {post ? (
        <>
          <section aria-labelledby="shared-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 id="shared-heading" className="text-lg font-bold text-slate-900">
              {t('common.pwa.share.shared')}
            </h2>
            <p className="mt-2 font-semibold break-words text-slate-900">{post.title}</p>
            {post.details !== post.title && (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{post.details}</p>
            )}
          </section>
          <div className="grid gap-2 sm:grid-cols-2">
            <Link to="/create-question" state={sharedState(post)} className={buttonClasses('primary')}>
              {t('common.pwa.share.askInQa')}
            </Link>
            <Link to="/create-listing" state={sharedState(post)} className={buttonClasses('secondary')}>
              {t('common.pwa.share.addListing')}
            </Link>
          </div>
        </>
      ) : (
        <p className="text-slate-700">{t('common.pwa.share.empty')}</p>
      )}
    </section>
  );
}
