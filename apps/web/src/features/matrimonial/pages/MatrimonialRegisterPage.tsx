import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MatrimonialProfile, MatrimonialProfileReply } from '@sangam/shared/matrimonial';
import {
  FAMILY_TYPES,
  MATRIMONIAL_FIELD_LABELS as LABELS,
  MATRIMONIAL_LIMITS as L,
  MATRIMONIAL_MESSAGES as M,
  PROFILE_TYPES,
  PROFILE_TYPE_LABELS,
  WIZARD_STEPS,
} from '@sangam/shared/matrimonial-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useUpload } from '../../../api/useUpload.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { UploadProgress } from '../../../components/ui/UploadProgress.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { matrimonialKeys, useProfile } from '../api/profiles.ts';
import {
  checkBiodata,
  checkPhotos,
  emptyValues,
  firstIncompleteStep,
  missingInStep,
  submitErrorMessage,
  toFormData,
  valuesFrom,
  type WizardValues,
} from '../lib/wizard.ts';

const REDIRECT_MS = 3_000;
const required = (label: string) => `${label} *`;

export function MatrimonialRegisterPage() {
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const { user } = useSession();
  const existing = useProfile(editId ?? '', user?._id ?? null);
  if (editId && existing.isPending) return <PageStatus text="Loading profile..." />;
  if (editId && existing.isError) return <Alert className="m-4">{M.loadFailed}</Alert>;
  return <Wizard key={editId ?? 'new'} editing={editId && existing.data ? existing.data : null} />;
}

function Wizard({ editing }: { editing: MatrimonialProfile | null }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const upload = useUpload();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<WizardValues>(() =>
    editing ? valuesFrom(editing) : emptyValues(user?.phoneNumber ?? ''),
  );
  const [stepError, setStepError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<File[]>([]);
  const [keep, setKeep] = useState<number[]>(() => editing?.profileImages.map((_, i) => i) ?? []);
  const [biodata, setBiodata] = useState<File | null>(null);
  // Editing: the owner may drop the uploaded biodata; members are then offered one made from the profile.
  const [removeBiodata, setRemoveBiodata] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const set =
    (name: keyof WizardValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value }));
  const error = (name: string) => fieldErrors[name];
  const text = (name: keyof WizardValues, label: string, props: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} error={error(name)} {...props} />
  );

  const next = () => {
    const missing = missingInStep(values, step);
    if (missing.length) {
      setStepError(M.stepIncomplete);
      setFieldErrors(Object.fromEntries(missing.map((f) => [f, M.required(LABELS[f])])));
      window.scrollTo({ top: 0 });
      return;
    }
    setStepError(null);
    setFieldErrors({});
    setStep((s) => Math.min(s + 1, WIZARD_STEPS.length - 1));
    window.scrollTo({ top: 0 });
  };

  const pickPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problem = checkPhotos(keep.length + photos.length, picked);
    setFileError(problem);
    if (!problem) setPhotos((p) => [...p, ...picked]);
  };
  const pickBiodata = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkBiodata(file);
    setFileError(problem);
    if (!problem) {
      setBiodata(file);
      setRemoveBiodata(false);
    }
  };

  const submit = async () => {
    const incomplete = firstIncompleteStep(values);
    if (incomplete >= 0) {
      setStep(incomplete);
      setSubmitError(M.incomplete);
      window.scrollTo({ top: 0 });
      return;
    }
    setSubmitError(null);
    try {
      const form = toFormData(values, { photos, biodata }, editing ? { keepImages: keep, removeBiodata } : undefined);
      const reply = await upload.send<MatrimonialProfileReply>(
        editing ? `/matrimonial/profiles/${editing._id}` : '/matrimonial/profiles',
        form,
        { method: editing ? 'PUT' : 'POST' },
      );
      await client.invalidateQueries({ queryKey: matrimonialKeys.all });
      setSuccess(editing ? (reply.message ?? M.updated) : M.submitted);
      redirect.current = setTimeout(() => void navigate('/matrimonial'), REDIRECT_MS);
    } catch (failure) {
      setSubmitError(submitErrorMessage(failure));
      const fields = (failure as { fields?: Record<string, string> }).fields;
      if (fields) setFieldErrors(fields);
    }
  };

  if (success) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-8">
        <Alert tone="success">{success}</Alert>
      </section>
    );
  }

  const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <section className="mx-auto max-w-2xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta title="Create Matrimonial Profile | Sangam" description="Create a matrimonial profile." />
      <h1 className="text-2xl font-bold text-slate-900">
        {editing ? 'Edit Matrimonial Profile' : 'Create Matrimonial Profile'}
      </h1>
      <ol className="grid grid-cols-4 gap-2" aria-label="Steps">
        {WIZARD_STEPS.map((title, i) => (
          <li
            key={title}
            aria-current={i === step ? 'step' : undefined}
            className={`rounded-lg px-2 py-2 text-center text-sm ${i === step ? 'bg-brand-700 font-semibold text-white' : i < step ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700'}`}
          >
            <span className="block font-bold">{i + 1}</span>
            <span className="hidden sm:block">{title}</span>
          </li>
        ))}
      </ol>
      <h2 className="text-lg font-bold text-slate-900">
        Step {step + 1}: {WIZARD_STEPS[step]}
      </h2>
      {stepError && <Alert>{stepError}</Alert>}

      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        {step === 0 && (
          <>
            <SelectField
              label={required(LABELS.profileType)}
              name="profileType"
              value={values.profileType}
              onChange={set('profileType')}
              options={options(PROFILE_TYPES, (t) => PROFILE_TYPE_LABELS[t])}
              error={error('profileType')}
            />
            {text('fullName', required(LABELS.fullName), { autoComplete: 'off' })}
            {text('dateOfBirth', required(LABELS.dateOfBirth), { type: 'date' })}
            <SelectField
              label={required(LABELS.gender)}
              name="gender"
              value={values.gender}
              onChange={set('gender')}
              options={[
                { value: '', label: 'Select gender' },
                { value: 'male', label: 'Male' },
                { value: 'female', label: 'Female' },
              ]}
              error={error('gender')}
            />
            {text('height', required(LABELS.height), { placeholder: 'e.g. 5\'6"' })}
            {text('weight', 'Weight', { placeholder: 'e.g. 60 kg' })}
            {text('contactNumber', required(LABELS.contactNumber), { type: 'tel', inputMode: 'tel' })}
            {text('email', 'Email', { type: 'email' })}
          </>
        )}
        {step === 1 && (
          <>
            {text('city', required(LABELS.city))}
            {text('state', required(LABELS.state))}
            {text('country', 'Country')}
            {text('religion', 'Religion')}
            {text('caste', required(LABELS.caste))}
            {text('subCaste', 'Sub-caste')}
            {text('education', required(LABELS.education))}
            {text('occupation', required(LABELS.occupation))}
            {text('income', 'Annual Income')}
          </>
        )}
        {step === 2 && (
          <>
            <SelectField
              label={required(LABELS.familyType)}
              name="familyType"
              value={values.familyType}
              onChange={set('familyType')}
              options={options(FAMILY_TYPES, (t) => (t === 'joint' ? 'Joint' : 'Nuclear'))}
              error={error('familyType')}
            />
            {text('fatherOccupation', "Father's Occupation")}
            {text('motherOccupation', "Mother's Occupation")}
            <div className="grid grid-cols-2 gap-3">
              {text('brothers', 'Brothers', { type: 'number', min: 0, inputMode: 'numeric' })}
              {text('marriedBrothers', 'Married Brothers', { type: 'number', min: 0, inputMode: 'numeric' })}
              {text('sisters', 'Sisters', { type: 'number', min: 0, inputMode: 'numeric' })}
              {text('marriedSisters', 'Married Sisters', { type: 'number', min: 0, inputMode: 'numeric' })}
            </div>
            <TextAreaField
              label="About Me"
              name="aboutMe"
              rows={5}
              maxLength={L.aboutMeMax}
              length={values.aboutMe.length}
              value={values.aboutMe}
              onChange={set('aboutMe')}
              error={error('aboutMe')}
            />
          </>
        )}
        {step === 3 && (
          <>
            <div>
              <label htmlFor="profileImages" className="mb-1 block text-sm font-medium text-slate-800">
                Profile Photos (up to {L.photosMax}, each under 5MB)
              </label>
              <input
                id="profileImages"
                type="file"
                accept="image/*"
                multiple
                onChange={pickPhotos}
                className="block min-h-11 w-full text-base"
              />
              <ul className="mt-2 flex flex-wrap gap-2">
                {editing?.profileImages.map((src, i) =>
                  keep.includes(i) ? (
                    <li key={src} className="relative">
                      <img src={src} alt={`Current photo ${i + 1}`} className="h-20 w-20 rounded-lg object-cover" />
                      <button
                        type="button"
                        onClick={() => setKeep((k) => k.filter((n) => n !== i))}
                        className="mt-1 block min-h-11 w-20 text-sm text-red-800 underline"
                      >
                        Remove
                      </button>
                    </li>
                  ) : null,
                )}
                {photos.map((file, i) => (
                  <li key={`${file.name}-${i}`} className="w-20">
                    <img src={previews[i]} alt={file.name} className="h-20 w-20 rounded-lg object-cover" />
                    <button
                      type="button"
                      onClick={() => setPhotos((p) => p.filter((_, n) => n !== i))}
                      className="mt-1 block min-h-11 w-20 text-sm text-red-800 underline"
                    >
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
                onChange={pickBiodata}
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
                    onClick={() => setRemoveBiodata((remove) => !remove)}
                    className="min-h-11 font-medium text-red-800 underline"
                  >
                    {removeBiodata ? 'Keep uploaded biodata' : 'Remove uploaded biodata'}
                  </button>
                </div>
              )}
            </div>
            {fileError && <Alert>{fileError}</Alert>}
            {(error('profileImages') || error('biodata')) && (
              <Alert>{error('profileImages') ?? error('biodata')}</Alert>
            )}
            <fieldset className="space-y-3">
              <legend className="font-semibold text-slate-900">Partner Preferences (optional)</legend>
              <div className="grid grid-cols-2 gap-3">
                {text('partnerAgeMin', 'Age from', {
                  type: 'number',
                  min: L.partnerAgeMin,
                  max: L.partnerAgeMax,
                  placeholder: '18',
                })}
                {text('partnerAgeMax', 'Age to', {
                  type: 'number',
                  min: L.partnerAgeMin,
                  max: L.partnerAgeMax,
                  placeholder: '35',
                })}
                {text('partnerHeightMin', 'Height from')}
                {text('partnerHeightMax', 'Height to')}
              </div>
              {text('partnerEducation', 'Education (comma-separated)')}
              {text('partnerOccupation', 'Occupation (comma-separated)')}
              {text('partnerLocation', 'Location (comma-separated)')}
              {text('partnerCaste', 'Caste (comma-separated)')}
            </fieldset>
          </>
        )}
      </div>

      {submitError && <Alert>{submitError}</Alert>}
      {upload.uploading && <UploadProgress percent={upload.progress} />}
      <div className="flex justify-between gap-3">
        <Button variant="secondary" disabled={step === 0 || upload.uploading} onClick={() => setStep((s) => s - 1)}>
          Previous
        </Button>
        {step < WIZARD_STEPS.length - 1 ? (
          <Button onClick={next}>Next</Button>
        ) : (
          <Button onClick={() => void submit()} disabled={upload.uploading}>
            {upload.uploading ? 'Submitting...' : 'Submit Profile'}
          </Button>
        )}
      </div>
    </section>
  );
}
