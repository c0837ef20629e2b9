import { useId, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Comment, CommentsPage } from '@sangam/shared/engagement';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { authorName, isFormerMember } from '../../lib/formerMember.ts';
import { Alert } from '../ui/Alert.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { LoginPrompt } from './LoginPrompt.tsx';
import { say, useT } from '../../i18n/useT.ts';
import { useSubmitLabel } from '../ui/useSubmitLabel.ts';
import { isViewer, useViewer } from '../../safety/useViewer.ts';
import { BlockedCollapse } from '../../safety/BlockedCollapse.tsx';
import { ModerationNotice } from '../../safety/ModerationNotice.tsx';
import { ReportButton } from '../../safety/ReportButton.tsx';

type Pages = InfiniteData<CommentsPage, string | null>;

export interface CommentsSectionProps {
  /** The feature's query key for this subject's comments (from api/queryKeys.ts). */
  queryKey: QueryKey;
  /** The feature's fetcher: one page, newest first, after `cursor` (null for the first page). */
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<CommentsPage>;
  /** The feature's submit call (e.g. POST /api/news/:id/comments), answering the stored comment. */
  submit: (content: string) => Promise<Comment>;
  /** A first page the feature already has (e.g. in the article's reply): shown without a request. */
  initialPage?: CommentsPage;
  /** The subject's comment count, when the feature has it; shown in the heading. */
  commentCount?: number;
  /** Visitors see `loginPrompt` instead of the form. */
  signedIn: boolean;
  /** The feature's texts, e.g. 'Please login to comment' and 'Failed to submit comment'. */
  loginPrompt: string;
  failureText: string;
  /** The feature's limit (news comments: POSTS.commentMax); the counter reads "n/max". */
  maxLength: number;
  title?: string;
}

/** A subject's comments, newest first, with a form to add one (members) or the login prompt (visitors). */
export function CommentsSection({
  queryKey,
  fetchPage,
  submit,
  initialPage,
  commentCount,
  signedIn,
  loginPrompt,
  failureText,
  maxLength,
  title,
}: CommentsSectionProps) {
  const t = useT();
  const label = useSubmitLabel();
  const user = useViewer();
  const headingId = useId();
  const queryClient = useQueryClient();
  const comments = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CommentsPage) => last.nextCursor,
    ...(initialPage ? { initialData: { pages: [initialPage], pageParams: [null] } } : {}),
  });
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  // Why sending failed: the server's words for a refusal (today's limit reached, say), or '' for the feature's own
  // text (no connection, a server error).
  const [failure, setFailure] = useState<string | null>(null);
  // Comments added here count until the feature's own count moves.
  const [added, setAdded] = useState({ base: commentCount, n: 0 });
  const count = commentCount === undefined ? undefined : commentCount + (added.base === commentCount ? added.n : 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || content.trim() === '') return;
    setSending(true);
    setFailure(null);
    try {
      const comment = await submit(content);
      queryClient.setQueryData<Pages>(queryKey, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        return {
          pages: [{ comments: [comment, ...(first?.comments ?? [])], nextCursor: first?.nextCursor ?? null }, ...rest],
          pageParams: data?.pageParams ?? [null],
        };
      });
      setAdded((prev) => ({ base: commentCount, n: prev.base === commentCount ? prev.n + 1 : 1 }));
      setContent('');
    } catch (error) {
      // What was typed stays, to send again.
      const refusal = isApiError(error) && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
      setFailure(refusal ?? '');
    } finally {
      setSending(false);
    }
  };

  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {count === undefined
          ? (title ?? t('common.comments.title'))
          : t('common.comments.titleCount', { title: title ?? t('common.comments.title'), count })}
      </h2>

      {signedIn ? (
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-2">
          <TextAreaField
            label={t('common.comments.add')}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={maxLength}
            length={content.length}
            rows={3}
            disabled={sending}
          />
          {failure !== null && <Alert>{failure || say(failureText)}</Alert>}
          <Button type="submit" disabled={sending || content.trim() === ''}>
            {sending && <Spinner className="size-4" />}
            {sending ? t('common.comments.posting') : label(t('common.comments.post'))}
          </Button>
        </form>
      ) : (
        <LoginPrompt text={loginPrompt} />
      )}

      {comments.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4" /> {t('common.comments.loading')}
        </p>
      ) : comments.isError && list.length === 0 ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{t('common.comments.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void comments.refetch()} disabled={comments.isFetching}>
            {t('common.action.tryAgain')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">{t('common.comments.none')}</p>
      ) : (
        <ol className="space-y-3">
          {list.map((comment) => (
            <li key={comment._id}>
              <BlockedCollapse view={comment}>
                <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3">
                  <Avatar
                    src={comment.user.profileImage}
                    name={authorName(t, comment.user)}
                    alt=""
                    className="size-10 text-sm"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      {isFormerMember(comment.user) ? (
                        // An erased member's kept comment: "Former member", with no profile to open.
                        <span className="font-semibold text-slate-900">{authorName(t, comment.user)}</span>
                      ) : (
                        <Link
                          to={`/user-profile/${encodeURIComponent(comment.user._id)}`}
                          className="font-semibold text-slate-900 underline-offset-2 hover:underline"
                        >
                          {comment.user.name}
                        </Link>
                      )}
                      <time dateTime={comment.createdAt} className="text-xs text-slate-600">
                        {formatDateTime(comment.createdAt)}
                      </time>
                    </p>
                    <p className="mt-1 break-words whitespace-pre-line text-slate-800">{comment.content}</p>
                    {isViewer(user, comment.user._id) && <ModerationNotice view={comment} className="mt-2" />}
                    <div className="-ml-2 mt-1 empty:hidden">
                      <ReportButton
                        subjectType="comment"
                        subjectId={comment._id}
                        authorId={comment.user._id}
                        variant="small"
                      />
                    </div>
                  </div>
                </div>
              </BlockedCollapse>
            </li>
          ))}
        </ol>
      )}

      {comments.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
        >
          {comments.isFetchingNextPage ? t('common.loading') : t('common.comments.older')}
        </Button>
      )}
    </section>
  );
}
