import { MATRIMONIAL_LIMITS as L } from '@sangam/shared/matrimonial-messages';
import { Alert } from '../../../components/ui/Alert.tsx';
import type { Wizard } from '../lib/useWizard.ts';
import { WizardText } from './WizardText.tsx';

const removeButton = 'mt-1 block min-h-11 w-20 text-sm text-red-800 underline';
/** A partner age's input: a number within the ages a profile may ask for. */
const age = { type: 'number', min: L.partnerAgeMin, max: L.partnerAgeMax } as const;

/** Step 4: photos, biodata and partner preferences. */
export function PhotosStep({ wizard }: { wizard: Wizard }) {
  const { editing, keep, photos, previews, biodata, removeBiodata, fileError, error, preparingPhotos } = wizard;
  return (
    <>
      <div>
        <label htmlFor="profileImages" className="mb-1 block text-sm font-medium text-slate-800">
          Profile Photos (up to {L.photosMax})
        </label>
        <p id="profileImagesHint" className="mb-1 text-sm text-slate-700">
          Large photos from the camera are made smaller on this phone before they are sent.
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
            Preparing photos...
          </p>
        )}
        <ul className="mt-2 flex flex-wrap gap-2">
          {editing?.profileImages.map((src, i) =>
            keep.includes(i) ? (
              <li key={src} className="relative">
                <img src={src} alt={`Current photo ${i + 1}`} className="h-20 w-20 rounded-lg object-cover" />
                <button type="button" onClick={() => wizard.dropKept(i)} className={removeButton}>
                  Remove
                </button>
              </li>
            ) : null,
          )}
          {photos.map((file, i) => (
            <li key={`${file.name}-${i}`} className="w-20">
              <img src={previews[i]} alt={file.name} className="h-20 w-20 rounded-lg object-cover" />
              <button type="button" onClick={() => wizard.dropPhoto(i)} className={removeButton}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <label htmlFor="biodata" className="mb-1 block text-sm font-medium text-slate-800">
          Biodata (PDF, under 10MB)
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
              {removeBiodata
                ? 'Your uploaded biodata will be removed when you save; members get one made from this profile.'
                : 'Your uploaded biodata is kept unless you choose a new one.'}
            </p>
            <button
              type="button"
              onClick={wizard.toggleRemoveBiodata}
              className="min-h-11 font-medium text-red-800 underline"
            >
              {removeBiodata ? 'Keep uploaded biodata' : 'Remove uploaded biodata'}
            </button>
          </div>
        )}
      </div>
      {fileError && <Alert>{fileError}</Alert>}
      {(error('profileImages') || error('biodata')) && <Alert>{error('profileImages') ?? error('biodata')}</Alert>}
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">Partner Preferences (optional)</legend>
        <div className="grid grid-cols-2 gap-3">
          <WizardText wizard={wizard} name="partnerAgeMin" label="Age from" {...age} placeholder="18" />
          <WizardText wizard={wizard} name="partnerAgeMax" label="Age to" {...age} placeholder="35" />
          <WizardText wizard={wizard} name="partnerHeightMin" label="Height from" />
          <WizardText wizard={wizard} name="partnerHeightMax" label="Height to" />
        </div>
        <WizardText wizard={wizard} name="partnerEducation" label="Education (comma-separated)" />
        <WizardText wizard={wizard} name="partnerOccupation" label="Occupation (comma-separated)" />
        <WizardText wizard={wizard} name="partnerLocation" label="Location (comma-separated)" />
        <WizardText wizard={wizard} name="partnerCaste" label="Caste (comma-separated)" />
      </fieldset>
    </>
  );
}
