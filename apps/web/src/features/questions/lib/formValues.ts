import type { Question, QuestionInput } from '@sangam/shared/questions';

/** What the post form edits; the API body is made from it by `toBody`. */
export interface QuestionFormValues {
  title: string;
  content: string;
  type: NonNullable<QuestionInput['type']>;
  category: NonNullable<QuestionInput['category']>;
  priority: NonNullable<QuestionInput['priority']>;
  /** Comma-separated, as typed. */
  tags: string;
  pollOptions: string[];
  /** A datetime-local value (the phone's local time). */
  pollExpiresAt: string;
  allowMultipleVotes: boolean;
}

export const EMPTY_FORM: QuestionFormValues = {
  title: '',
  content: '',
  type: 'question',
  category: 'general',
  priority: 'normal',
  tags: '',
  pollOptions: ['', ''],
  pollExpiresAt: '',
  allowMultipleVotes: false,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as a datetime-local input shows it, in the phone's time zone. */
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The body the API takes: empty tags and options dropped, poll fields only for polls. */
export function toBody(values: QuestionFormValues): QuestionInput {
  const poll = values.type === 'poll';
  return {
    title: values.title,
    content: values.content,
    type: values.type,
    category: values.category,
    priority: values.priority,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    pollOptions: poll ? values.pollOptions.map((option) => option.trim()).filter(Boolean) : [],
    pollExpiresAt: poll && values.pollExpiresAt ? new Date(values.pollExpiresAt).toISOString() : null,
    allowMultipleVotes: poll && values.allowMultipleVotes,
  };
}

export const fromQuestion = (question: Question): QuestionFormValues => ({
  title: question.title,
  content: question.content,
  type: question.type,
  category: question.category,
  priority: question.priority,
  tags: question.tags.join(', '),
  pollOptions: question.pollOptions.length ? question.pollOptions.map((o) => o.option) : ['', ''],
  pollExpiresAt: question.pollExpiresAt ? toLocalInput(new Date(question.pollExpiresAt)) : '',
  allowMultipleVotes: question.allowMultipleVotes,
});
