/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  NEWS_LIMITS,
  NEWS_MESSAGES,
  NEWS_STATUSES,
} from '@sangam/shared/news-messages';
import type { NewsItem, NewsSavedReply } from '@sangam/shared/news';
import { isApiError } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useUpload } from '../../../api/useUpload.ts';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { UploadProgress } from '../../../components/ui/UploadProgress.tsx';
import { initialValues, newsFormResolver, toFields, type NewsFormValues } from '../lib/newsForm.ts';
import { saveError } from '../lib/saveError.ts';
import { NewsFormLinks } from './NewsFormLinks.tsx';
import { NewsImageFields, useNewsImages, type ImageErrors } from './NewsImageFields.tsx';
import { say, useT } from '../../../i18n/useT.ts';

interface NewsFormModalProps {
  /** null: closed; 'new': add; an item: edit it. */
  editing: NewsItem | 'new' | null;
  onClose: () => void;
}

export function NewsFormModal({ editing, onClose }: NewsFormModalProps) {
  const item = editing === 'new' ? null : editing;
  return (
    <Modal open={editing !== null} title={item ? 'Edit News' : 'Add News'} onClose={onClose} size="lg">
      {editing !== null && <NewsForm key={item?._id ?? 'new'} item={item} onClose={onClose} />}
    </Modal>
  );
}

function NewsForm({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const upload = useUpload();
  const images = useNewsImages(item);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<NewsFormValues>({
    resolver: newsFormResolver,
    defaultValues: initialValues(item),
    // A field's message stays until the field changes or the form is sent again; nothing jumps to it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = (name: keyof NewsFormValues) => register(name, { onChange: () => clearErrors(name) });
  const category = useWatch({ control, name: 'category' });
  const excerpt = useWatch({ control, name: 'excerpt' });

  const save = async (values: NewsFormValues) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(toFields(values))) body.append(name, value);
    images.appendTo(body);
    try {
      await upload.send<NewsSavedReply>(item ? `/news/${item._id}` : '/news', body, item ? { method: 'PUT' } : {});
      await client.invalidateQueries({ queryKey: queryKeys.news.all });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields) {
        // The server's messages replace the form's, each on its field.
        clearErrors();
        const { image, images: more, ...rest } = error.fields as ImageErrors & Record<string, string>;
        images.setErrors({ ...(image ? { image } : {}), ...(more ? { images: more } : {}) });
        for (const [name, message] of Object.entries(rest)) setError(name as FieldPath<NewsFormValues>, { message });
      }
      setFailure(saveError(error));
    }
  };

  const saving = upload.uploading;
  const messages = [...Object.values(errors).map((error) => error?.message), ...Object.values(images.errors)];
  const missing = messages.includes(NEWS_MESSAGES.requiredFields);
  const eventMissing = messages.includes(NEWS_MESSAGES.eventFields);
  const shownError = (key: keyof NewsFormValues) => {
    const message = errors[key]?.message;
    if (!message) return undefined;
    return message === NEWS_MESSAGES.requiredFields ? 'This field is required' : say(message);
  };

  return (
    <form
      onSubmit={(event) => {
        setFailure(null);
        // A form that fails the checks shows their messages alone, as a new try.
        void handleSubmit(save, () => images.setErrors({}))(event);
      }}
      noValidate
      className="space-y-4"
    >
      <fieldset disabled={saving} className="space-y-4">
        <TextField
          label="Title *"
          aria-required="true"
          maxLength={NEWS_LIMITS.titleMax}
          {...field('title')}
          error={shownError('title')}
        />
        <TextAreaField
          label="Excerpt *"
          aria-required="true"
          rows={2}
          maxLength={NEWS_LIMITS.excerptMax}
          length={excerpt.length}
          {...field('excerpt')}
          error={shownError('excerpt')}
        />
        <TextAreaField
          label="Content *"
          aria-required="true"
          rows={8}
          {...field('content')}
          hint="Plain text (blank lines start new paragraphs) or HTML. Scripts and unsafe links are removed."
          error={shownError('content')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category *"
            {...field('category')}
            options={[
              { value: '', label: 'Choose a category' },
              ...NEWS_CATEGORIES.map((value) => ({ value, label: t(NEWS_CATEGORY_LABELS[value]) })),
            ]}
            error={shownError('category')}
          />
          <SelectField
            label="Status"
            {...field('status')}
            options={NEWS_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))}
            error={shownError('status')}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...field('featured')} />
          Featured
        </label>
        {category === 'event' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Event date *"
              type="datetime-local"
              aria-required="true"
              {...field('eventDate')}
              error={shownError('eventDate')}
            />
            <TextField
              label="Event location *"
              aria-required="true"
              maxLength={NEWS_LIMITS.locationMax}
              {...field('eventLocation')}
              error={shownError('eventLocation')}
            />
          </div>
        )}
        <TextField label="Tags" {...field('tags')} hint="Separate tags with commas" error={shownError('tags')} />

        <NewsImageFields images={images} />
        <NewsFormLinks item={item} field={field} control={control} errors={errors} />
      </fieldset>

      {saving && <UploadProgress percent={upload.progress} />}
      {missing && <Alert>{t(NEWS_MESSAGES.requiredFields)}</Alert>}
      {eventMissing && <Alert>{t(NEWS_MESSAGES.eventFields)}</Alert>}
      {failure && <Alert>{say(failure)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner className="size-4" />}
          {saving ? 'Saving...' : item ? 'Save Changes' : 'Create News'}
        </Button>
      </div>
    </form>
  );
}
