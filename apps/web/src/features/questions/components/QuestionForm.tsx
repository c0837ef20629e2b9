import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  QUESTION_CATEGORIES,
  QUESTION_LIMITS as L,
  QUESTION_MESSAGES as M,
  QUESTION_PRIORITIES,
  QUESTION_TYPES,
  QuestionInputSchema,
  labelOf,
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
import { plural } from '@sangam/shared/plural';

type Errors = Partial<Record<keyof QuestionFormValues, string>>;

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
        <legend className="mb-2 text-sm font-medium text-slate-800">Post type</legend>
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
              {labelOf(type)}
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        label="Title"
        value={values.title}
        maxLength={L.titleMax}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
        required
      />
      {suggestions.length > 0 && (
        <div className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950" aria-live="polite">
          <p className="font-semibold">Similar questions already asked</p>
          <ul className="mt-1">
            {suggestions.map((item) => (
              <li key={item._id}>
                <Link
                  to={`/questions/${item._id}`}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
                >
                  {item.title} ({plural(item.answerCount, 'answer')})
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <TextAreaField
        label="Details"
        value={values.content}
        maxLength={L.contentMax}
        length={values.content.length}
        rows={5}
        onChange={(event) => set('content', event.target.value)}
        error={errors.content}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectFilter
          label="Category"
          value={values.category}
          options={QUESTION_CATEGORIES.map((value) => ({ value, label: labelOf(value) }))}
          onChange={(value) => set('category', value as QuestionFormValues['category'])}
        />
        <SelectFilter
          label="Priority"
          value={values.priority}
          options={QUESTION_PRIORITIES.map((value) => ({ value, label: labelOf(value) }))}
          onChange={(value) => set('priority', value as QuestionFormValues['priority'])}
        />
      </div>
      <TextField
        label={`Tags (at least ${L.tagsMin})`}
        value={values.tags}
        placeholder="e.g. schools, pune"
        hint={`${L.tagsMin} to ${L.tagsMax} tags, separated by commas, each up to ${L.tagMax} characters`}
        required
        onChange={(event) => set('tags', event.target.value)}
        error={errors.tags}
      />

      {poll && (
        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">Poll</legend>
          {options.map((option, index) => (
            <div key={index} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={`Option ${index + 1}`}
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
                  aria-label={`Remove option ${index + 1}`}
                  onClick={() =>
                    set(
                      'pollOptions',
                      options.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove
                </Button>
              )}
            </div>
          ))}
          {errors.pollOptions && <Alert>{errors.pollOptions}</Alert>}
          {options.length < L.optionsMax && (
            <Button variant="secondary" onClick={() => set('pollOptions', [...options, ''])}>
              Add Option
            </Button>
          )}
          <TextField
            label="Poll expires at"
            type="datetime-local"
            min={toLocalInput(new Date())}
            value={values.pollExpiresAt}
            onChange={(event) => set('pollExpiresAt', event.target.value)}
            error={errors.pollExpiresAt}
          />
          <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
            <input
              type="checkbox"
              className="size-5"
              checked={values.allowMultipleVotes}
              onChange={(event) => set('allowMultipleVotes', event.target.checked)}
            />
            Allow multiple votes
          </label>
        </fieldset>
      )}

      {save.isError && !(isApiError(save.error) && save.error.fields) && (
        <Alert>{messageOr(save.error, question ? M.updateFailed : M.createFailed)}</Alert>
      )}
      {Object.values(errors).some(Boolean) && <Alert>Please correct the highlighted fields.</Alert>}
      <div className="flex gap-2">
        <Link to={cancelTo} className={buttonClasses('secondary', 'flex-1 sm:flex-none')}>
          Cancel
        </Link>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : question ? 'Save Changes' : 'Post'}
        </Button>
      </div>
    </form>
  );
}
