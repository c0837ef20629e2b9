import { QUESTION_MESSAGES as M } from '@sangam/shared/question-messages';
import type { Answer } from '@sangam/shared/questions';
import { LikeButton } from '../../../components/engagement/LikeButton.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { likeAnswer } from '../api/likes.ts';
import { AuthorLine } from './AuthorLine.tsx';
import { useT } from '../../../i18n/useT.ts';
import { BlockedCollapse } from '../../../safety/BlockedCollapse.tsx';
import { ModerationNotice } from '../../../safety/ModerationNotice.tsx';
import { ReportButton } from '../../../safety/ReportButton.tsx';

interface AnswerItemProps {
  answer: Answer;
  /** The signed-in viewer (their own answer has no Report and may carry the moderation line). */
  viewerId?: string | null;
  signedIn: boolean;
  /** The question's author or an admin: may mark the best answer. */
  canMarkBest: boolean;
  marking: boolean;
  onMarkBest: () => void;
}

export function AnswerItem({ answer, viewerId = null, signedIn, canMarkBest, marking, onMarkBest }: AnswerItemProps) {
  const t = useT();
  const mine = viewerId !== null && viewerId === answer.author._id;
  return (
    <BlockedCollapse view={answer}>
      <article
        className={`rounded-xl border p-4 ${answer.isBestAnswer ? 'border-green-500 bg-green-50' : 'border-slate-200 bg-white'}`}
      >
        {answer.isBestAnswer && <p className="mb-2 text-sm font-bold text-green-800">{t('questions.answer.best')}</p>}
        {mine && <ModerationNotice view={answer} className="mb-2" />}
        <AuthorLine author={answer.author} date={answer.createdAt} avatarClassName="size-9 text-sm" />
        <p className="mt-2 text-base break-words whitespace-pre-line text-slate-900">{answer.content}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <LikeButton
            liked={answer.liked}
            likeCount={answer.likeCount}
            signedIn={signedIn}
            loginPrompt={t(M.loginToLikeAnswers)}
            label={t('questions.answer.like')}
            onToggle={() => likeAnswer(answer._id)}
          />
          {canMarkBest && !answer.isBestAnswer && (
            <Button variant="secondary" disabled={marking} onClick={onMarkBest}>
              {t('questions.answer.markBest')}
            </Button>
          )}
          <ReportButton subjectType="answer" subjectId={answer._id} authorId={answer.author._id} variant="small" />
        </div>
      </article>
    </BlockedCollapse>
  );
}
