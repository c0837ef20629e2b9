import { useId, type ReactNode } from 'react';
import { Avatar } from './Avatar.tsx';
import { Button } from './Button.tsx';
import { useImagePick, type ImagePickMessages } from './useImagePick.tsx';
import { useT } from '../../i18n/useT.ts';

/** undefined: keep the stored photo; null: remove it; a data URL: the new photo. */
export type PhotoValue = string | null | undefined;

/** What a form's photo field takes (the member's own profile, the admin's user dialog). */
export interface PhotoInputProps {
  /** Whose photo: the initials shown when there is none. */
  name: string;
  storedUrl: string | null;
  value: PhotoValue;
  onChange: (value: PhotoValue) => void;
  disabled?: boolean;
  /** A server-side complaint about the photo. */
  error?: string;
}

interface PhotoFieldProps extends PhotoInputProps {
  /** The avatar's alt text with a photo and without one. */
  avatarAlt: { photo: string; none: string };
  /** Size and text classes of the avatar. */
  avatarClassName: string;
  hint: ReactNode;
  /** Tie the hint to the fieldset (`aria-describedby`). */
  describeWithHint?: boolean;
  isTooLarge: (dataUrl: string) => boolean;
  messages: ImagePickMessages;
}

/** A profile photo: pick, crop round (1:1), compress in the browser; the form sends a data URL. */
export function PhotoField({
  name,
  storedUrl,
  value,
  onChange,
  avatarAlt,
  avatarClassName,
  hint,
  describeWithHint = false,
  isTooLarge,
  messages,
  disabled = false,
  error,
}: PhotoFieldProps) {
  const t = useT();
  const hintId = useId();
  const pick = useImagePick({
    onPicked: onChange,
    isTooLarge,
    messages: { processFailed: t('common.photo.processFailed'), ...messages },
    aspect: 1,
    cropShape: 'round',
    cropTitle: t('common.image.cropProfileTitle'),
    error,
  });

  const shown = value === undefined ? storedUrl : value;

  return (
    <fieldset disabled={disabled} aria-describedby={describeWithHint ? hintId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('common.photo.legend')}</legend>
      <div className="flex items-center gap-4">
        <Avatar src={shown} name={name} alt={shown ? avatarAlt.photo : avatarAlt.none} className={avatarClassName} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={pick.open}>
            {shown ? t('common.photo.change') : t('common.photo.add')}
          </Button>
          {shown && (
            <Button variant="ghost" onClick={() => onChange(storedUrl ? null : undefined)}>
              {t('common.photo.remove')}
            </Button>
          )}
        </div>
      </div>
      {pick.fileInput}
      <p id={describeWithHint ? hintId : undefined} className="mt-2 text-sm text-slate-600">
        {hint}
      </p>
      {pick.feedback}
      {pick.cropper}
    </fieldset>
  );
}
