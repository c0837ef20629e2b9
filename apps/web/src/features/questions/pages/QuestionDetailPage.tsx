import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isAdmin } from '@sangam/shared/plans';
import { QUESTION_MESSAGES as M, labelOf } from '@sangam/shared/question-messages';
import { isApiError, messageOr } from '../../../api/errors.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { LikeButton } from '../../../components/engagement/LikeButton.tsx';
import { LoginPrompt } from '../../../components/engagement/LoginPrompt.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { ShareLinkButton } from '../../../components/ui/ShareLinkButton.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { useDeleteQuestion } from '../api/deleteQuestion.ts';
import { questionQuery, useQuestion } from '../api/getQuestion.ts';
import { likeQuestion } from '../api/likes.ts';
import { useMarkBestAnswer } from '../api/markBestAnswer.ts';
import { AnswerForm } from '../components/AnswerForm.tsx';
import { AnswerItem } from '../components/AnswerItem.tsx';
import { AuthorLine } from '../components/AuthorLine.tsx';
import { PollResults } from '../components/PollResults.tsx';
import { QuestionCardPlaceholder } from '../components/QuestionCard.tsx';
import { QuestionBadges, QuestionTags } from '../components/QuestionLabels.tsx';
import { questionShareText } from '../lib/share.ts';
import { plural } from '@sangam/shared/plural';
import { PageLoadError } from '../../../layout/PageLoadError.tsx';

/** A shared question and its answers come with the page's code (lazyPage.ts). */
export const prefetch: PrefetchData = (client, { params }) => client.prefetchQuery(questionQuery(params.id ?? ''));

export function QuestionDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useQuestion(id);
  const remove = useDeleteQuestion();
  const markBest = useMarkBestAnswer(id);
  const [confirming, setConfirming] = useState(false);
  const signedIn = user !== null;

  if (!query.data) {
    return (
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
        {query.isError ? (
          <PageLoadError
            {...(isApiError(query.error) && query.error.status === 404
              ? { message: M.notFound, missing: true }
              : { message: M.loadFailed, onRetry: () => void query.refetch(), retrying: query.isFetching })}
          >
            <Link to="/questions" className={buttonClasses('secondary')}>
              Back to Questions
            </Link>
          </PageLoadError>
        ) : (
          <div aria-busy="true" aria-label="Loading question">
            <QuestionCardPlaceholder />
          </div>
        )}
      </section>
    );
  }

  const { question, answers } = query.data;
  const isAuthor = user?.id === question.author._id;
  const canMarkBest = isAuthor || isAdmin(user);
  const open = question.status === 'active';

  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <PageMeta title={`${question.title} | Sangam`} description={question.content} />
      <Link
        to="/questions"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        ← All Questions
      </Link>
      <article className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <QuestionBadges question={question}>
          {question.status !== 'active' && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
              {labelOf(question.status)}
            </span>
          )}
        </QuestionBadges>
        <h1 className="text-2xl font-bold break-words text-slate-900">{question.title}</h1>
        <AuthorLine author={question.author} date={question.createdAt} avatarClassName="size-10 text-base">
          {` · ${plural(question.views, 'view')}`}
        </AuthorLine>
        <p className="text-base break-words whitespace-pre-line text-slate-900">{question.content}</p>
        <QuestionTags tags={question.tags} />
        {question.type === 'poll' && <PollResults question={question} signedIn={signedIn} />}
        <div className="flex flex-wrap items-center gap-2">
          <LikeButton
            liked={question.liked}
            likeCount={question.likeCount}
            signedIn={signedIn}
            loginPrompt={M.loginToLikeQuestion}
            label="Like this question"
            onToggle={() => likeQuestion(question._id)}
          />
          <ShareLinkButton
            title={question.title}
            text={questionShareText(question)}
            url={`/questions/${question._id}`}
            label="Share"
            whatsapp
          />
          {isAuthor && (
            <Link to={`/questions/${question._id}/edit`} className={buttonClasses('secondary')}>
              Edit
            </Link>
          )}
          {(isAuthor || isAdmin(user)) && (
            <Button
              variant="danger"
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              Delete
            </Button>
          )}
        </div>
      </article>

      <section aria-labelledby="answers-heading" className="space-y-3">
        <h2 id="answers-heading" className="text-xl font-bold text-slate-900">
          {plural(question.answerCount, 'Answer')}
        </h2>
        {markBest.isError && <Alert>{messageOr(markBest.error, M.markBestFailed)}</Alert>}
        {answers.length === 0 ? (
          <p className="text-slate-700">No answers yet.</p>
        ) : (
          <ul className="space-y-3">
            {answers.map((answer) => (
              <li key={answer._id}>
                <AnswerItem
                  answer={answer}
                  signedIn={signedIn}
                  canMarkBest={canMarkBest && open}
                  marking={markBest.isPending}
                  onMarkBest={() => markBest.mutate(answer._id)}
                />
              </li>
            ))}
          </ul>
        )}
        {open ? (
          signedIn ? (
            <AnswerForm questionId={question._id} />
          ) : (
            <LoginPrompt text={M.loginToAnswer} />
          )
        ) : (
          <p className="text-slate-700">{M.answersClosed}</p>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        title="Delete Question"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? M.deleteFailed : null}
        danger
        onConfirm={() => remove.mutate(question._id, { onSuccess: () => navigate('/questions', { replace: true }) })}
        onCancel={() => setConfirming(false)}
      >
        {M.deleteConfirm}
      </ConfirmDialog>
    </section>
  );
}
