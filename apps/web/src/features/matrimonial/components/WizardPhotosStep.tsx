import { MATRIMONIAL_LIMITS as L, PHOTO_PRIVACIES } from '@sangam/shared/matrimonial-messages';
import { Alert } from '../../../components/ui/Alert.tsx';
import type { Wizard } from '../lib/useWizard.ts';
import { partnerMinFor } from '../lib/wizard.ts';
import { WizardText } from './WizardText.tsx';
import { say, useT } from '../../../i18n/useT.ts';

const PRIVACY_LABELS = {
  all: 'matrimonial.wizard.photoPrivacyAll',
  accepted: 'matrimonial.wizard.photoPrivacyAccepted',
} as const;

/** Who sees the photos: all members, or only the families whose interest the owner accepts. */
function PhotoPrivacyChoice({ wizard }: { wizard: Wizard }) {
  const t = useT();
  const chosen = wizard.values.photoPrivacy || 'all';
  return (
    <fieldset className="space-y-2" aria-describedby="photoPrivacyHint">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('matrimonial.wizard.photoPrivacy')}</legend>
      {PHOTO_PRIVACIES.map((choice) => (
        <label
          key={choice}
          className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-base ${
            chosen === choice ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800'
          }`}
        >
          <input
            type="radio"
            name="photoPrivacy"
            value={choice}
            checked={chosen === choice}
            onChange={wizard.set('photoPrivacy')}
            className="size-5 shrink-0 accent-brand-700"
          />
          {t(PRIVACY_LABELS[choice])}
        </label>
      ))}
      <p id="photoPrivacyHint" className="text-sm text-slate-700">
        {t('matrimonial.wizard.photoPrivacyHint')}
      </p>
    </fieldset>
  );
}

/**
 * The consent to publish a new profile (issue 36), required: the member's own, or the consent of the relative the
 * profile is about, by name.
 */
function PublishConsent({ wizard }: { wizard: Wizard }) {
  const t = useT();
  const { values } = wizard;
  const problem = wizard.error('consentConfirmed');
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-800">
        <input
          type="checkbox"
          required
          checked={wizard.consentConfirmed}
          onChange={(event) => wizard.confirmConsent(event.target.checked)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'consentConfirmedError' : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>
          {values.profileType === 'self' || !values.profileType
            ? t('matrimonial.wizard.consentSelf')
            : t('matrimonial.wizard.consentRelative', { name: values.fullName })}
        </span>
      </label>
      {problem && (
        <p id="consentConfirmedError" role="alert" className="mt-1 text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

const removeButton = 'mt-1 block min-h-11 w-20 text-sm text-red-800 underline';
/** A partner age's input: a number within the ages a profile may ask for. */
const age = { type: 'number', min: L.partnerAgeMin, max: L.partnerAgeMax } as const;

/** Step 4: photos, biodata and partner preferences. */
export function PhotosStep({ wizard }: { wizard: Wizard }) {
  const t = useT();
  const { editing, keep, photos, previews, biodata, removeBiodata, fileError, error, preparingPhotos } = wizard;
  return (
    <>
      <div>
        <label htmlFor="profileImages" className="mb-1 block text-sm font-medium text-slate-800">
          {t('matrimonial.wizard.photos', { max: L.photosMax })}
        </label>
        <p id="profileImagesHint" className="mb-1 text-sm text-slate-700">
          {t('matrimonial.wizard.photosHint')}
        </p>
        <input
          id="profileImages"
          type="file"
          accept="image/*"
          multiple
          aria-describedby="profileImagesHint"
          disabled={preparingPhotos}
          onChange={(event) => void wizard.pickPhotos(event)}
          className="block min-h-11 w-full text-base"
        />
        {preparingPhotos && (
          <p role="status" className="mt-1 text-sm text-slate-700">
            {t('matrimonial.wizard.preparingPhotos')}
          </p>
        )}
        <ul className="mt-2 flex flex-wrap gap-2">
          {editing?.profileImages.map((src, i) =>
            keep.includes(i) ? (
              <li key={src} className="relative">
                <img
                  src={src}
                  alt={t('matrimonial.wizard.currentPhotoAlt', { number: i + 1 })}
                  className="h-20 w-20 rounded-lg object-cover"
                />
                <button type="button" onClick={() => wizard.dropKept(i)} className={removeButton}>
                  {t('matrimonial.wizard.remove')}
                </button>
              </li>
            ) : null,
          )}
          {photos.map((file, i) => (
            <li key={`${file.name}-${i}`} className="w-20">
              <img src={previews[i]} alt={file.name} className="h-20 w-20 rounded-lg object-cover" />
              <button type="button" onClick={() => wizard.dropPhoto(i)} className={removeButton}>
                {t('matrimonial.wizard.remove')}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <PhotoPrivacyChoice wizard={wizard} />
      <div>
        <label htmlFor="biodata" className="mb-1 block text-sm font-medium text-slate-800">
          {t('matrimonial.wizard.biodata')}
        </label>
        <input
          id="biodata"
          type="file"
          accept="application/pdf,.pdf"
          onChange={wizard.pickBiodata}
          className="block min-h-11 w-full text-base"
        />
        {biodata && <p className="mt-1 text-sm text-slate-700">{biodata.name}</p>}
        {!biodata && editing?.biodataUploaded && (
          <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
            <p aria-live="polite">
              {removeBiodata ? t('matrimonial.wizard.biodataWillGo') : t('matrimonial.wizard.biodataKept')}
            </p>
            <button
              type="button"
              onClick={wizard.toggleRemoveBiodata}
              className="min-h-11 font-medium text-red-800 underline"
            >
              {removeBiodata ? t('matrimonial.wizard.keepBiodata') : t('matrimonial.wizard.removeBiodata')}
            </button>
          </div>
        )}
      </div>
      {fileError && <Alert>{say(fileError)}</Alert>}
      {(error('profileImages') || error('biodata')) && <Alert>{error('profileImages') ?? error('biodata')}</Alert>}
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">{t('matrimonial.wizard.preferences')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <WizardText
            wizard={wizard}
            name="partnerAgeMin"
            label={t('matrimonial.filters.ageFrom')}
            {...age}
            placeholder={String(partnerMinFor(wizard.values))}
          />
          <WizardText
            wizard={wizard}
            name="partnerAgeMax"
            label={t('matrimonial.filters.ageTo')}
            {...age}
            placeholder="35"
          />
          <WizardText wizard={wizard} name="partnerHeightMin" label={t('matrimonial.wizard.heightFrom')} />
          <WizardText wizard={wizard} name="partnerHeightMax" label={t('matrimonial.wizard.heightTo')} />
        </div>
        <WizardText wizard={wizard} name="partnerEducation" label={t('matrimonial.wizard.prefEducation')} />
        <WizardText wizard={wizard} name="partnerOccupation" label={t('matrimonial.wizard.prefOccupation')} />
        <WizardText wizard={wizard} name="partnerLocation" label={t('matrimonial.wizard.prefLocation')} />
        <WizardText wizard={wizard} name="partnerCaste" label={t('matrimonial.wizard.prefCaste')} />
      </fieldset>
      {!editing && <PublishConsent wizard={wizard} />}
    </>
  );
}
