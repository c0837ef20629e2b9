import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isAdmin } from '@sangam/shared/plans';
import { QUESTION_MESSAGES as M, QUESTION_STATUS_LABELS } from '@sangam/shared/question-messages';
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
import { PageLoadError } from '../../../layout/PageLoadError.tsx';
import { useT } from '../../../i18n/useT.ts';
import { BlockedCollapse } from '../../../safety/BlockedCollapse.tsx';
import { ModerationNotice } from '../../../safety/ModerationNotice.tsx';
import { ReportButton } from '../../../safety/ReportButton.tsx';

/** A shared question and its answers come with the page's code (lazyPage.ts). */
export const prefetch: PrefetchData = (client, { params }) => client.prefetchQuery(questionQuery(params.id ?? ''));

export function QuestionDetailPage() {
  const t = useT();
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
              ? { message: t(M.notFound), missing: true }
              : { message: t(M.loadFailed), onRetry: () => void query.refetch(), retrying: query.isFetching })}
          >
            <Link to="/questions" className={buttonClasses('secondary')}>
              {t('questions.detail.backToQuestions')}
            </Link>
          </PageLoadError>
        ) : (
          <div aria-busy="true" aria-label={t('questions.detail.loading')}>
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
      <PageMeta title={t('questions.detail.pageTitle', { title: question.title })} description={question.content} />
      <Link
        to="/questions"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('questions.detail.allQuestions')}
      </Link>
      <BlockedCollapse view={question}>
        <article className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          {isAuthor && <ModerationNotice view={question} />}
          <QuestionBadges question={question}>
            {question.status !== 'active' && (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
                {t(QUESTION_STATUS_LABELS[question.status])}
              </span>
            )}
          </QuestionBadges>
          <h1 className="text-2xl font-bold break-words text-slate-900">{question.title}</h1>
          <AuthorLine author={question.author} date={question.createdAt} avatarClassName="size-10 text-base">
            {` · ${t('questions.card.views', { count: question.views })}`}
          </AuthorLine>
          <p className="text-base break-words whitespace-pre-line text-slate-900">{question.content}</p>
          <QuestionTags tags={question.tags} />
          {question.type === 'poll' && <PollResults question={question} signedIn={signedIn} />}
          <div className="flex flex-wrap items-center gap-2">
            <LikeButton
              liked={question.liked}
              likeCount={question.likeCount}
              signedIn={signedIn}
              loginPrompt={t(M.loginToLikeQuestion)}
              label={t('questions.detail.like')}
              onToggle={() => likeQuestion(question._id)}
            />
            <ShareLinkButton
              title={question.title}
              text={questionShareText(question)}
              url={`/questions/${question._id}`}
              label={t('questions.detail.share')}
              whatsapp
            />
            {isAuthor && (
              <Link to={`/questions/${question._id}/edit`} className={buttonClasses('secondary')}>
                {t('questions.detail.edit')}
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
                {t('questions.detail.delete')}
              </Button>
            )}
            <ReportButton subjectType="question" subjectId={question._id} authorId={question.author._id} />
          </div>
        </article>
      </BlockedCollapse>

      <section aria-labelledby="answers-heading" className="space-y-3">
        <h2 id="answers-heading" className="text-xl font-bold text-slate-900">
          {t('questions.detail.answersHeading', { count: question.answerCount })}
        </h2>
        {markBest.isError && <Alert>{messageOr(markBest.error, t(M.markBestFailed))}</Alert>}
        {answers.length === 0 ? (
          <p className="text-slate-700">{t('questions.detail.noAnswers')}</p>
        ) : (
          <ul className="space-y-3">
            {answers.map((answer) => (
              <li key={answer._id}>
                <AnswerItem
                  answer={answer}
                  viewerId={user?.id ?? null}
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
            <LoginPrompt text={t(M.loginToAnswer)} />
          )
        ) : (
          <p className="text-slate-700">{t(M.answersClosed)}</p>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        title={t('questions.detail.deleteTitle')}
        confirmLabel={t('questions.detail.delete')}
        busyLabel={t('questions.detail.deleting')}
        busy={remove.isPending}
        error={remove.isError ? t(M.deleteFailed) : null}
        danger
        onConfirm={() => remove.mutate(question._id, { onSuccess: () => navigate('/questions', { replace: true }) })}
        onCancel={() => setConfirming(false)}
      >
        {t(M.deleteConfirm)}
      </ConfirmDialog>
    </section>
  );
}
