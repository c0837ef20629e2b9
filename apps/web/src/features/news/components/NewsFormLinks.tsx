// Admin-only (the News form of /admin/news): English for now (issue 32).
import { useWatch, type Control, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { NEWS_LIMITS } from '@sangam/shared/news-messages';
import type { NewsItem } from '@sangam/shared/news';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useActiveForms } from '../api/getActiveForms.ts';
import type { NewsFormValues } from '../lib/newsForm.ts';
import { say, useT } from '../../../i18n/useT.ts';

interface NewsFormLinksProps {
  item: NewsItem | null;
  /** An input's registration (its error is cleared when it changes). */
  field: (name: keyof NewsFormValues) => UseFormRegisterReturn;
  control: Control<NewsFormValues>;
  errors: FieldErrors<NewsFormValues>;
}

/** The News form's Forms part: a form of the form builder attached to the article, or a link to another one. */
export function NewsFormLinks({ item, field, control, errors }: NewsFormLinksProps) {
  useT(); // the messages below redraw in the language shown
  const forms = useActiveForms(true);
  const attachedForm = useWatch({ control, name: 'attachedForm' });
  const externalFormText = useWatch({ control, name: 'externalFormText' });
  const formOptions = forms.data;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Forms</legend>
      {formOptions ? (
        <SelectField
          label="Attached form"
          {...field('attachedForm')}
          options={[
            { value: '', label: 'No form' },
            ...formOptions.map((form) => ({ value: form._id, label: form.title })),
            // A form attached before it was deactivated stays selectable.
            ...(attachedForm && !formOptions.some((form) => form._id === attachedForm)
              ? [{ value: attachedForm, label: item?.attachedForm?.title ?? attachedForm }]
              : []),
          ]}
          error={errors.attachedForm?.message && say(errors.attachedForm.message)}
        />
      ) : (
        <TextField
          label="Attached form id"
          {...field('attachedForm')}
          hint="The id of a form; the article shows nothing while no such form exists."
          error={errors.attachedForm?.message && say(errors.attachedForm.message)}
        />
      )}
      {attachedForm && (
        <SelectField
          label="Show the form as"
          {...field('formDisplayType')}
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
        {...field('externalFormLink')}
        error={errors.externalFormLink?.message && say(errors.externalFormLink.message)}
      />
      <TextField
        label={`Button text (${externalFormText.length}/${NEWS_LIMITS.externalFormTextMax})`}
        maxLength={NEWS_LIMITS.externalFormTextMax}
        {...field('externalFormText')}
        error={errors.externalFormText?.message && say(errors.externalFormText.message)}
      />
    </fieldset>
  );
}
