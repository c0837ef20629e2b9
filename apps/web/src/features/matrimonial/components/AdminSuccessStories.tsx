/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  SUCCESS_STORY_LIMITS as L,
  type SuccessStory,
  type SuccessStorySavedReply,
} from '@sangam/shared/matrimonial-success-stories';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { useUpload } from '../../../api/useUpload.ts';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { confirmDelete } from '../../../components/admin/RowActions.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ImageUploader, type ImageValue } from '../../../components/ui/ImageUploader.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { UploadProgress } from '../../../components/ui/UploadProgress.tsx';
import { formatDate } from '../../../lib/format.ts';
import { say } from '../../../i18n/useT.ts';
import { pageFrom, successStoryKeys, useDeleteSuccessStory, useSuccessStories } from '../api/successStories.ts';
import { weddingMonthText } from '../lib/successStories.ts';

const ADMIN_PAGE_SIZE = 20;

/** The admin matrimonial screen's sections, as links (the address keeps the section: Back and shared links work). */
export function AdminMatrimonialTabs({ current }: { current: 'profiles' | 'stories' }) {
  const tab = (id: 'profiles' | 'stories', label: string, to: string) => (
    <Link
      to={to}
      aria-current={current === id ? 'page' : undefined}
      className={`inline-flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap ${
        current === id ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav
      aria-label="Matrimonial sections"
      className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)]"
    >
      {tab('profiles', 'Profiles', '/admin/matrimonial')}
      {tab('stories', 'Success Stories', '/admin/matrimonial?tab=stories')}
    </nav>
  );
}

/** /admin/matrimonial?tab=stories: the published success stories; add, edit and delete them. */
export function AdminSuccessStories() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const list = useSuccessStories(page, ADMIN_PAGE_SIZE);
  const remove = useDeleteSuccessStory();
  const [editing, setEditing] = useState<SuccessStory | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Couples who met here, shown newest first on the public Success Stories page. Publish a story only when both
          families have agreed.
        </p>
        <Button
          onClick={() => {
            setSaved(null);
            setEditing('new');
          }}
        >
          Add Story
        </Button>
      </div>
      {saved && <Alert tone="success">{say(saved)}</Alert>}
      <AdminList
        query={list}
        loading="Loading stories..."
        failed="Could not load the success stories."
        empty="No success stories yet. Add the first one."
        hrefFor={(target) => `?tab=stories${target > 1 ? `&page=${target}` : ''}`}
        rows={(data) => data.stories}
        rowKey={(story) => story._id}
        minWidth="min-w-[720px]"
        caption="Success stories"
        columns={[
          {
            header: 'Photo',
            className: '',
            cell: (story) =>
              story.photo ? (
                <img src={story.photo} alt="" className="h-12 w-16 rounded-lg object-cover" />
              ) : (
                <span className="text-slate-600">No photo</span>
              ),
          },
          {
            header: 'Couple',
            rowHeader: true,
            cell: (story) => `${story.brideName} & ${story.groomName}`,
          },
          {
            header: 'Married',
            cell: (story) => (
              <>
                {weddingMonthText(story.weddingMonth)}
                <div>{story.city}</div>
              </>
            ),
          },
          { header: 'Published', cell: (story) => formatDate(story.createdAt) },
        ]}
        actions={[
          {
            label: (story) => `Edit ${story.brideName} & ${story.groomName}`,
            text: () => 'Edit',
            variant: 'secondary',
            onClick: (story) => {
              setSaved(null);
              setEditing(story);
            },
          },
          {
            label: (story) => `Delete ${story.brideName} & ${story.groomName}`,
            text: () => 'Delete',
            variant: 'ghost',
            confirm: confirmDelete(remove, {
              title: 'Delete Story',
              body: 'The story and its photo are removed from the site. This cannot be undone.',
              failed: (error) => messageOr(error, 'Could not delete the story.'),
            }),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add Success Story' : 'Edit Success Story'}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && (
          <StoryForm
            key={editing === 'new' ? 'new' : editing._id}
            story={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(message) => {
              setSaved(message);
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </div>
  );
}

type Values = { brideName: string; groomName: string; weddingMonth: string; city: string; story: string };
type FieldErrors = Partial<Record<keyof Values | 'familiesConsented' | 'photo', string>>;

const initial = (story: SuccessStory | null): Values => ({
  brideName: story?.brideName ?? '',
  groomName: story?.groomName ?? '',
  weddingMonth: story?.weddingMonth ?? '',
  city: story?.city ?? '',
  story: story?.story ?? '',
});

/** A data URL (the cropper's JPEG) as a file for the multipart body. */
function dataUrlFile(dataUrl: string): File {
  const [head, base64 = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/jpeg';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], 'couple.jpg', { type });
}

/** Checks the browser can make before sending (the server checks them all again). */
function problems(values: Values, consented: boolean, hasPhoto: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of ['brideName', 'groomName', 'weddingMonth', 'city', 'story'] as const) {
    if (!values[name].trim()) errors[name] = 'This field is required';
  }
  if (values.story.length > L.storyMax) errors.story = `The story can be at most ${L.storyMax} characters`;
  if (!consented) errors.familiesConsented = 'Both families must consent before a story is published';
  if (!hasPhoto) errors.photo = 'Add a photo of the couple';
  return errors;
}

function StoryForm({
  story,
  onClose,
  onSaved,
}: {
  story: SuccessStory | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const client = useQueryClient();
  const upload = useUpload();
  const [values, setValues] = useState<Values>(() => initial(story));
  // An edit starts ticked: the story was published with the families' consent.
  const [consented, setConsented] = useState(story !== null);
  const [photo, setPhoto] = useState<ImageValue>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
    error: errors[name] && say(errors[name]),
  });

  const save = async () => {
    setFailure(null);
    const found = problems(values, consented, Boolean(photo) || (photo === undefined && Boolean(story?.photo)));
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value.trim());
    body.append('familiesConsented', String(consented));
    if (photo) body.append('photo', dataUrlFile(photo));
    try {
      const reply = await upload.send<SuccessStorySavedReply>(
        story
          ? `/admin/matrimonial/success-stories/${encodeURIComponent(story._id)}`
          : '/admin/matrimonial/success-stories',
        body,
        story ? { method: 'PUT' } : {},
      );
      await client.invalidateQueries({ queryKey: successStoryKeys.all });
      onSaved(reply.message);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields as FieldErrors);
      setFailure(messageOr(error, 'Could not save the story.'));
    }
  };

  const saving = upload.uploading;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={saving} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Bride's name *" required maxLength={L.nameMax} {...field('brideName')} />
          <TextField label="Groom's name *" required maxLength={L.nameMax} {...field('groomName')} />
          <TextField
            label="Wedding month and year *"
            type="month"
            required
            placeholder="YYYY-MM"
            {...field('weddingMonth')}
          />
          <TextField label="City *" required maxLength={L.cityMax} {...field('city')} />
        </div>
        <TextAreaField
          label="Their story *"
          required
          rows={6}
          maxLength={L.storyMax}
          length={values.story.length}
          {...field('story')}
        />
        <ImageUploader
          label="Photo of the couple *"
          value={photo}
          storedUrl={story?.photo ?? null}
          onChange={(next) => {
            setPhoto(next);
            setErrors(({ photo: _, ...rest }) => rest);
          }}
          aspect={4 / 3}
          cropTitle="Crop the photo"
          maxEncodedChars={Math.floor((L.photoMaxBytes * 4) / 3)}
          messages={{ notImage: 'Please select an image file', tooLarge: 'The photo should be less than 5MB' }}
          error={errors.photo && say(errors.photo)}
        />
        <div>
          <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={consented}
              aria-invalid={errors.familiesConsented ? true : undefined}
              onChange={(event) => {
                setConsented(event.target.checked);
                setErrors(({ familiesConsented: _, ...rest }) => rest);
              }}
            />
            Both families have consented to publishing this story and photo *
          </label>
          {errors.familiesConsented && <p className="text-sm text-red-700">{say(errors.familiesConsented)}</p>}
        </div>
      </fieldset>
      {saving && <UploadProgress percent={upload.progress} />}
      {failure && <Alert>{say(failure)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner className="size-4" />}
          {saving ? 'Saving...' : story ? 'Save Changes' : 'Publish Story'}
        </Button>
      </div>
    </form>
  );
}
