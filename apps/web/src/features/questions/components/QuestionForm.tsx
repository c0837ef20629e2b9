import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  QUESTION_LIMITS as L,
  QUESTION_MESSAGES as M,
  QUESTION_PRIORITIES,
  QUESTION_PRIORITY_LABELS,
  QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  QuestionInputSchema,
  type Question,
} from '@sangam/shared/questions';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts';
import { useSaveQuestion } from '../api/saveQuestion.ts';
import { useSimilarQuestions } from '../api/getSimilarQuestions.ts';
import { EMPTY_FORM, toBody, toLocalInput, type QuestionFormValues } from '../lib/formValues.ts';
import { say, useT } from '../../../i18n/useT.ts';
import { useSubmitLabel } from '../../../components/ui/useSubmitLabel.ts';

type Errors = Partial<Record<keyof QuestionFormValues, string>>;

/** A field's message in the language shown (the shared schema's are catalogue ids; the server's arrive translated). */
const shown = (message: string | undefined) => (message ? say(message) : undefined);

/** The field a message belongs to ("tags.0" is the tags box, "pollOptions" the options list). */
const fieldOf = (path: string) => path.split('.')[0] as keyof QuestionFormValues;

interface QuestionFormProps {
  /** The question being edited; absent for a new post. */
  question?: Question;
  initial?: QuestionFormValues;
  onSaved: (question: Question) => void;
  cancelTo: string;
}

/** Create post and edit: the type switch shows the poll fields only for polls; checks are the server's own schema. */
export function QuestionForm({ question, initial = EMPTY_FORM, onSaved, cancelTo }: QuestionFormProps) {
  const t = useT();
  const label = useSubmitLabel();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveQuestion();
  const set = <K extends keyof QuestionFormValues>(key: K, value: QuestionFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const typedTitle = useDebouncedValue(values.title.trim(), 400);
  const similar = useSimilarQuestions(question ? '' : typedTitle);
  const suggestions = similar.data?.questions ?? [];
  const poll = values.type === 'poll';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const checked = QuestionInputSchema.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[fieldOf(issue.path.join('.'))] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(
      { id: question?._id, body },
      {
        onSuccess: (reply) => onSaved(reply.question),
        onError: (error) => {
          if (isApiError(error) && error.fields) {
            const found: Errors = {};
            for (const [path, message] of Object.entries(error.fields)) found[fieldOf(path)] ??= message;
            setErrors(found);
          }
        },
      },
    );
  };

  const options = values.pollOptions;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('questions.form.postType')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {QUESTION_TYPES.map((type) => (
            <label
              key={type}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-base font-semibold ${
                values.type === type ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-800'
              }`}
            >
              <input
                type="radio"
                name="type"
                value={type}
                className="sr-only"
                checked={values.type === type}
                onChange={() => set('type', type)}
              />
              {t(QUESTION_TYPE_LABELS[type])}
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        label={t('questions.form.title')}
        value={values.title}
        maxLength={L.titleMax}
        onChange={(event) => set('title', event.target.value)}
        error={shown(errors.title)}
        required
      />
      {suggestions.length > 0 && (
        <div className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950" aria-live="polite">
          <p className="font-semibold">{t('questions.form.similar')}</p>
          <ul className="mt-1">
            {suggestions.map((item) => (
              <li key={item._id}>
                <Link
                  to={`/questions/${item._id}`}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
                >
                  {item.title} ({t('questions.card.answers', { count: item.answerCount })})
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <TextAreaField
        label={t('questions.form.details')}
        value={values.content}
        maxLength={L.contentMax}
        length={values.content.length}
        rows={5}
        onChange={(event) => set('content', event.target.value)}
        error={shown(errors.content)}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectFilter
          label={t('questions.form.category')}
          value={values.category}
          options={QUESTION_CATEGORIES.map((value) => ({ value, label: t(QUESTION_CATEGORY_LABELS[value]) }))}
          onChange={(value) => set('category', value as QuestionFormValues['category'])}
        />
        <SelectFilter
          label={t('questions.form.priority')}
          value={values.priority}
          options={QUESTION_PRIORITIES.map((value) => ({ value, label: t(QUESTION_PRIORITY_LABELS[value]) }))}
          onChange={(value) => set('priority', value as QuestionFormValues['priority'])}
        />
      </div>
      <TextField
        label={t('questions.form.tags', { min: L.tagsMin })}
        value={values.tags}
        placeholder={t('questions.form.tagsPlaceholder')}
        hint={t('questions.form.tagsHint', { min: L.tagsMin, max: L.tagsMax, chars: L.tagMax })}
        required
        onChange={(event) => set('tags', event.target.value)}
        error={shown(errors.tags)}
      />

      {poll && (
        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('questions.form.poll')}</legend>
          {options.map((option, index) => (
            <div key={index} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={t('questions.form.option', { number: index + 1 })}
                value={option}
                maxLength={L.optionMax}
                onChange={(event) =>
                  set(
                    'pollOptions',
                    options.map((current, i) => (i === index ? event.target.value : current)),
                  )
                }
              />
              {options.length > L.optionsMin && (
                <Button
                  variant="ghost"
                  aria-label={t('questions.form.removeOption', { number: index + 1 })}
                  onClick={() =>
                    set(
                      'pollOptions',
                      options.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t('questions.form.remove')}
                </Button>
              )}
            </div>
          ))}
          {errors.pollOptions && <Alert>{say(errors.pollOptions)}</Alert>}
          {options.length < L.optionsMax && (
            <Button variant="secondary" onClick={() => set('pollOptions', [...options, ''])}>
              {t('questions.form.addOption')}
            </Button>
          )}
          <TextField
            label={t('questions.form.pollExpires')}
            type="datetime-local"
            min={toLocalInput(new Date())}
            value={values.pollExpiresAt}
            onChange={(event) => set('pollExpiresAt', event.target.value)}
            error={shown(errors.pollExpiresAt)}
          />
          <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
            <input
              type="checkbox"
              className="size-5"
              checked={values.allowMultipleVotes}
              onChange={(event) => set('allowMultipleVotes', event.target.checked)}
            />
            {t('questions.form.allowMultiple')}
          </label>
        </fieldset>
      )}

      {save.isError && !(isApiError(save.error) && save.error.fields) && (
        <Alert>{messageOr(save.error, t(question ? M.updateFailed : M.createFailed))}</Alert>
      )}
      {Object.values(errors).some(Boolean) && <Alert>{t('questions.form.correctFields')}</Alert>}
      <div className="flex gap-2">
        <Link to={cancelTo} className={buttonClasses('secondary', 'flex-1 sm:flex-none')}>
          {t('questions.form.cancel')}
        </Link>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={save.isPending}>
          {save.isPending
            ? t('questions.form.saving')
            : label(question ? t('questions.form.saveChanges') : t('questions.form.post'))}
        </Button>
      </div>
    </form>
  );
}
