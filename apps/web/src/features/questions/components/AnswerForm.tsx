import { useState, type FormEvent } from 'react';
import { QUESTION_LIMITS, QUESTION_MESSAGES as M } from '@sangam/shared/question-messages';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { useAddAnswer } from '../api/addAnswer.ts';
import { useT } from '../../../i18n/useT.ts';
import { useSubmitLabel } from '../../../components/ui/useSubmitLabel.ts';

/** A member's answer: trimmed, 1 to 1500 characters; the typed text stays when sending fails. */
export function AnswerForm({ questionId }: { questionId: string }) {
  const t = useT();
  const label = useSubmitLabel();
  const [content, setContent] = useState('');
  const add = useAddAnswer(questionId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    add.mutate(content.trim(), { onSuccess: () => setContent('') });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <TextAreaField
        label={t('questions.answer.yours')}
        value={content}
        maxLength={QUESTION_LIMITS.answerMax}
        length={content.length}
        rows={4}
        onChange={(event) => setContent(event.target.value)}
      />
      {add.isError && <Alert>{messageOr(add.error, t(M.answerFailed))}</Alert>}
      <Button type="submit" disabled={add.isPending || !content.trim()}>
        {add.isPending ? t('questions.answer.posting') : label(t('questions.answer.post'))}
      </Button>
    </form>
  );
}
