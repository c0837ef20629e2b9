import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BlockedMember } from '@sangam/shared/moderation';
import { isApiError } from '../../../api/errors.ts';
import { getToken } from '../../../api/token.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { PageLoadError } from '../../../layout/PageLoadError.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { useT } from '../../../i18n/useT.ts';
import { blocksQuery, useBlocks } from '../../../safety/api/getBlocks.ts';
import { useUnblockMember } from '../../../safety/api/unblockMember.ts';

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

export const prefetch: PrefetchData = (client, { searchParams }) =>
  getToken() ? client.prefetchQuery(blocksQuery(pageOf(searchParams))) : Promise.resolve();

function BlockedRow({ entry, busy, onUnblock }: { entry: BlockedMember; busy: boolean; onUnblock: () => void }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <Avatar src={entry.user.profileImage} name={entry.user.name} alt="" className="size-12 text-base" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900">{entry.user.name}</p>
        <p className="text-sm text-slate-600">{t('common.block.blockedOn', { date: formatDate(entry.createdAt) })}</p>
      </div>
      <Button
        variant="secondary"
        onClick={onUnblock}
        disabled={busy}
        aria-label={t('common.block.unblockName', { name: entry.user.name })}
      >
        {busy && <Spinner className="size-4" />}
        {busy ? t('common.block.unblocking') : t('common.block.unblock')}
      </Button>
    </li>
  );
}

/** Profile -> Blocked members: who the member blocked (name, photo, date), each with Unblock. */
export function BlockedMembersPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const query = useBlocks(page);
  const unblock = useUnblockMember();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onUnblock = (entry: BlockedMember) => {
    setDone(null);
    setFailure(null);
    unblock.mutate(entry.user._id, {
      onSuccess: (reply) => setDone(reply.message || t('common.block.undone')),
      onError: (error) =>
        setFailure(
          isApiError(error) && error.serverMessage && error.status < 500
            ? error.serverMessage
            : t(isApiError(error) && error.isNetworkError ? 'common.error.network' : 'common.block.failed'),
        ),
    });
  };

  let body;
  if (query.isPending) body = <PlaceholderCards label={t('common.loading')} count={2} />;
  else if (query.isError && !query.data) {
    body = (
      <PageLoadError
        message={t('common.block.listFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.blocks.length === 0) {
    body = (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('common.block.listEmpty')}</p>
    );
  } else {
    body = (
      <>
        <ul className="space-y-3">
          {query.data.blocks.map((entry) => (
            <BlockedRow
              key={entry.user._id}
              entry={entry}
              busy={unblock.isPending && unblock.variables === entry.user._id}
              onUnblock={() => onUnblock(entry)}
            />
          ))}
        </ul>
        <Pagination
          page={query.data.pagination.page}
          pages={query.data.pagination.pages}
          hrefFor={(target) => (target > 1 ? `/profile/blocked?page=${target}` : '/profile/blocked')}
        />
      </>
    );
  }

  return (
    <section className="mx-auto max-w-2xl space-y-5 px-4 py-6 sm:py-8">
      <DocumentTitle title={`${t('common.block.listTitle')} | ${t('common.brand')}`} />
      <div>
        <Link
          to="/profile?tab=privacy"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {t('common.block.backToProfile')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('common.block.listTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('common.block.listIntro')}</p>
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {body}
    </section>
  );
}
