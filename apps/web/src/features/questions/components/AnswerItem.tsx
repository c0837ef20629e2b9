import { QUESTION_MESSAGES as M } from '@sangam/shared/question-messages';
import type { Answer } from '@sangam/shared/questions';
import { LikeButton } from '../../../components/engagement/LikeButton.tsx';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { likeAnswer } from '../api/likes.ts';

interface AnswerItemProps {
  answer: Answer;
  signedIn: boolean;
  /** The question's author or an admin: may mark the best answer. */
  canMarkBest: boolean;
  marking: boolean;
  onMarkBest: () => void;
}

export function AnswerItem({ answer, signedIn, canMarkBest, marking, onMarkBest }: AnswerItemProps) {
  return (
    <article
      className={`rounded-xl border p-4 ${answer.isBestAnswer ? 'border-green-500 bg-green-50' : 'border-slate-200 bg-white'}`}
    >
      {answer.isBestAnswer && <p className="mb-2 text-sm font-bold text-green-800">✓ Best Answer</p>}
      <div className="flex items-center gap-3">
        <Avatar src={answer.author.profileImage} name={answer.author.name} className="size-9 text-sm" />
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{answer.author.name}</span> · {formatDate(answer.createdAt)}
        </p>
      </div>
      <p className="mt-2 text-base break-words whitespace-pre-line text-slate-900">{answer.content}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <LikeButton
          liked={answer.liked}
          likeCount={answer.likeCount}
          signedIn={signedIn}
          loginPrompt={M.loginToLikeAnswers}
          label="Like this answer"
          onToggle={() => likeAnswer(answer._id)}
        />
        {canMarkBest && !answer.isBestAnswer && (
          <Button variant="secondary" disabled={marking} onClick={onMarkBest}>
            Mark as Best Answer
          </Button>
        )}
      </div>
    </article>
  );
}
