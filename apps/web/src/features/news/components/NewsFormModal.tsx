import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  NEWS_DEFAULTS,
  NEWS_LIMITS,
  NEWS_MESSAGES,
  NEWS_STATUSES,
} from '@sangam/shared/news-messages';
import { NewsFieldsSchema, type NewsItem, type NewsSavedReply } from '@sangam/shared/news';
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
import { useActiveForms } from '../api/getActiveForms.ts';
import { contentToHtml } from '../lib/content.ts';
import { toLocalInput } from '../lib/dates.ts';
import { saveError } from '../lib/saveError.ts';

type Values = {
  title: string;
  content: string;
  excerpt: string;
  category: string;
  status: string;
  featured: boolean;
  eventDate: string;
  eventLocation: string;
  tags: string;
  attachedForm: string;
  formDisplayType: string;
  externalFormLink: string;
  externalFormText: string;
};

const initialValues = (item: NewsItem | null): Values => ({
  title: item?.title ?? '',
  content: item?.content ?? '',
  excerpt: item?.excerpt ?? '',
  category: item?.category ?? '',
  status: item?.status ?? 'draft',
  featured: item?.featured ?? false,
  eventDate: toLocalInput(item?.eventDate),
  eventLocation: item?.eventLocation ?? '',
  tags: item?.tags.join(', ') ?? '',
  attachedForm: item?.attachedFormId ?? '',
  formDisplayType: item?.formDisplayType ?? NEWS_DEFAULTS.formDisplayType,
  externalFormLink: item?.externalFormLink ?? '',
  externalFormText: item?.externalFormText ?? NEWS_DEFAULTS.externalFormText,
});

/** The browser's check of a picked file (the server checks again by its bytes). */
const fileProblem = (file: File) =>
  !file.type.startsWith('image/')
    ? NEWS_MESSAGES.imageType
    : file.size > NEWS_LIMITS.imageMaxBytes
      ? NEWS_MESSAGES.imageSize
      : null;

function Preview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt="" className="size-20 rounded-lg object-cover" />;
}

const removeButton =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-red-700 underline underline-offset-2 hover:bg-red-50';

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
  const ids = { image: useId(), images: useId() };
  const client = useQueryClient();
  const upload = useUpload();
  const forms = useActiveForms(true);
  const [values, setValues] = useState<Values>(() => initialValues(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [kept, setKept] = useState(() =>
    (item?.imageIds ?? []).map((id, index) => ({ id, url: item!.images[index]! })),
  );
  const [added, setAdded] = useState<File[]>([]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const onPickImage = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    setErrors(({ image: _, ...rest }) => (problem ? { ...rest, image: problem } : rest));
    if (!problem) setImage(file);
  };

  const onPickImages = (files: File[]) => {
    const problem = files.map(fileProblem).find(Boolean);
    if (problem) {
      setErrors((current) => ({ ...current, images: problem }));
      return;
    }
    if (kept.length + added.length + files.length > NEWS_LIMITS.additionalImagesMax) {
      setErrors((current) => ({ ...current, images: NEWS_MESSAGES.tooManyImages }));
      return;
    }
    setErrors(({ images: _, ...rest }) => rest);
    setAdded((current) => [...current, ...files]);
  };

  const event = values.category === 'event';
  const fields = (): Record<string, string> => ({
    title: values.title,
    content: values.content.trim() ? contentToHtml(values.content) : '',
    excerpt: values.excerpt,
    category: values.category,
    status: values.status,
    featured: String(values.featured),
    // The browser's local time, sent as an exact instant.
    eventDate: event && values.eventDate ? new Date(values.eventDate).toISOString() : '',
    eventLocation: event ? values.eventLocation : '',
    tags: values.tags,
    attachedForm: values.attachedForm,
    formDisplayType: values.formDisplayType,
    externalFormLink: values.externalFormLink,
    externalFormText: values.externalFormText,
  });

  const onSubmit = async (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    setFailure(null);
    const text = fields();
    const parsed = NewsFieldsSchema.safeParse(text);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(found);
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(text)) body.append(name, value);
    if (image) body.append('image', image);
    for (const file of added) body.append('images', file);
    if (item) {
      body.append('keepImages', JSON.stringify(kept.map((k) => k.id)));
      if (removeImage && !image) body.append('removeImage', 'true');
    }
    try {
      await upload.send<NewsSavedReply>(item ? `/news/${item._id}` : '/news', body, item ? { method: 'PUT' } : {});
      await client.invalidateQueries({ queryKey: queryKeys.news.all });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      setFailure(saveError(error));
    }
  };

  const saving = upload.uploading;
  const missing = Object.values(errors).includes(NEWS_MESSAGES.requiredFields);
  const eventMissing = Object.values(errors).includes(NEWS_MESSAGES.eventFields);
  const shownError = (key: string) =>
    errors[key] === NEWS_MESSAGES.requiredFields ? 'This field is required' : errors[key];
  const storedImage = item?.image && !removeImage ? item.image : null;
  const formOptions = forms.data;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset disabled={saving} className="space-y-4">
        <TextField
          label="Title *"
          aria-required="true"
          value={values.title}
          maxLength={NEWS_LIMITS.titleMax}
          onChange={(e) => set('title', e.target.value)}
          error={shownError('title')}
        />
        <TextAreaField
          label="Excerpt *"
          aria-required="true"
          rows={2}
          value={values.excerpt}
          maxLength={NEWS_LIMITS.excerptMax}
          length={values.excerpt.length}
          onChange={(e) => set('excerpt', e.target.value)}
          error={shownError('excerpt')}
        />
        <TextAreaField
          label="Content *"
          aria-required="true"
          rows={8}
          value={values.content}
          onChange={(e) => set('content', e.target.value)}
          hint="Plain text (blank lines start new paragraphs) or HTML. Scripts and unsafe links are removed."
          error={shownError('content')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category *"
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
            options={[
              { value: '', label: 'Choose a category' },
              ...NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value] })),
            ]}
            error={shownError('category')}
          />
          <SelectField
            label="Status"
            value={values.status}
            onChange={(e) => set('status', e.target.value)}
            options={NEWS_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))}
            error={errors.status}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={values.featured}
            onChange={(e) => set('featured', e.target.checked)}
          />
          Featured
        </label>
        {event && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Event date *"
              type="datetime-local"
              aria-required="true"
              value={values.eventDate}
              onChange={(e) => set('eventDate', e.target.value)}
              error={errors.eventDate}
            />
            <TextField
              label="Event location *"
              aria-required="true"
              value={values.eventLocation}
              maxLength={NEWS_LIMITS.locationMax}
              onChange={(e) => set('eventLocation', e.target.value)}
              error={errors.eventLocation}
            />
          </div>
        )}
        <TextField
          label="Tags"
          value={values.tags}
          onChange={(e) => set('tags', e.target.value)}
          hint="Separate tags with commas"
          error={errors.tags}
        />

        <div className="space-y-2">
          <label htmlFor={ids.image} className="block text-sm font-medium text-slate-800">
            Main image
          </label>
          <div className="flex flex-wrap items-center gap-3">
            {image ? (
              <Preview file={image} />
            ) : (
              storedImage && <img src={storedImage} alt="" className="size-20 rounded-lg object-cover" />
            )}
            {(image || storedImage) && (
              <button
                type="button"
                className={removeButton}
                onClick={() => {
                  setImage(null);
                  setRemoveImage(true);
                }}
              >
                Remove image
              </button>
            )}
          </div>
          <input
            id={ids.image}
            type="file"
            accept="image/*"
            className="block min-h-11 w-full text-base"
            onChange={(e) => {
              onPickImage(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {errors.image && <p className="text-sm text-red-700">{errors.image}</p>}
        </div>

        <div className="space-y-2">
          <label htmlFor={ids.images} className="block text-sm font-medium text-slate-800">
            Additional images ({kept.length + added.length}/{NEWS_LIMITS.additionalImagesMax})
          </label>
          {(kept.length > 0 || added.length > 0) && (
            <ul className="flex flex-wrap gap-3">
              {kept.map((k) => (
                <li key={k.id} className="flex flex-col items-start">
                  <img src={k.url} alt="" className="size-20 rounded-lg object-cover" />
                  <button
                    type="button"
                    className={removeButton}
                    onClick={() => setKept((list) => list.filter((x) => x.id !== k.id))}
                  >
                    Remove
                  </button>
                </li>
              ))}
              {added.map((file, index) => (
                <li key={`${file.name}-${index}`} className="flex flex-col items-start">
                  <Preview file={file} />
                  <button
                    type="button"
                    className={removeButton}
                    onClick={() => setAdded((list) => list.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id={ids.images}
            type="file"
            accept="image/*"
            multiple
            disabled={kept.length + added.length >= NEWS_LIMITS.additionalImagesMax}
            className="block min-h-11 w-full text-base"
            onChange={(e) => {
              onPickImages([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
          <p className="text-sm text-slate-600">Images only, up to 10MB each.</p>
          {errors.images && <p className="text-sm text-red-700">{errors.images}</p>}
        </div>

        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Forms</legend>
          {formOptions ? (
            <SelectField
              label="Attached form"
              value={values.attachedForm}
              onChange={(e) => set('attachedForm', e.target.value)}
              options={[
                { value: '', label: 'No form' },
                ...formOptions.map((form) => ({ value: form._id, label: form.title })),
                // A form attached before it was deactivated stays selectable.
                ...(values.attachedForm && !formOptions.some((form) => form._id === values.attachedForm)
                  ? [{ value: values.attachedForm, label: item?.attachedForm?.title ?? values.attachedForm }]
                  : []),
              ]}
              error={errors.attachedForm}
            />
          ) : (
            <TextField
              label="Attached form id"
              value={values.attachedForm}
              onChange={(e) => set('attachedForm', e.target.value)}
              hint="The id of a form; the article shows nothing while no such form exists."
              error={errors.attachedForm}
            />
          )}
          {values.attachedForm && (
            <SelectField
              label="Show the form as"
              value={values.formDisplayType}
              onChange={(e) => set('formDisplayType', e.target.value)}
              options={[
                { value: 'link', label: 'A link' },
                { value: 'embedded', label: 'Embedded in the article' },
              ]}
            />
          )}
          <TextField
            label="External form link"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.externalFormLink}
            onChange={(e) => set('externalFormLink', e.target.value)}
            error={errors.externalFormLink}
          />
          <TextField
            label={`Button text (${values.externalFormText.length}/${NEWS_LIMITS.externalFormTextMax})`}
            value={values.externalFormText}
            maxLength={NEWS_LIMITS.externalFormTextMax}
            onChange={(e) => set('externalFormText', e.target.value)}
            error={errors.externalFormText}
          />
        </fieldset>
      </fieldset>

      {saving && <UploadProgress percent={upload.progress} />}
      {missing && <Alert>{NEWS_MESSAGES.requiredFields}</Alert>}
      {eventMissing && <Alert>{NEWS_MESSAGES.eventFields}</Alert>}
      {failure && <Alert>{failure}</Alert>}
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
