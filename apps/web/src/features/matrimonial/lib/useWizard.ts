import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import type { MatrimonialProfile, MatrimonialProfileReply } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { WIZARD_STEPS, requiredMessage } from '@sangam/shared/matrimonial-wizard-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useUpload } from '../../../api/useUpload.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { say } from '../../../i18n/useT.ts';
import { isImageFile, shrinkPhoto } from '../../../lib/imageCompression.ts';
import { matrimonialKeys } from '../api/profiles.ts';
import {
  checkBiodata,
  checkPhotos,
  emptyValues,
  firstIncompleteStep,
  legalAgeErrors,
  missingInStep,
  submitErrorMessage,
  toFormData,
  valuesFrom,
  type WizardValues,
} from './wizard.ts';
import { clearWizardDraft, saveWizardDraft, type WizardDraft } from './wizardDraft.ts';

const REDIRECT_MS = 3_000;
export const MY_PROFILES_PATH = '/matrimonial?tab=mine';
/** Typing is saved to the draft this long after the last key, not on every key. */
const DRAFT_SAVE_MS = 400;

/**
 * The state of the 4-step profile wizard: the step, the values, the files, and moving on and submitting.
 * Starts from `draft` when one was kept (see wizardDraft.ts) and keeps it up to date until the profile is sent.
 */
export function useWizard(editing: MatrimonialProfile | null, draftKey: string, draft: WizardDraft | null) {
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const upload = useUpload();
  const [start] = useState<WizardDraft>(() => ({
    step: 0,
    values: editing ? valuesFrom(editing) : emptyValues(user?.phoneNumber ?? ''),
    photos: [],
    biodata: null,
    keep: editing?.profileImages.map((_, i) => i) ?? [],
    removeBiodata: false,
  }));
  const [step, setStep] = useState(draft?.step ?? start.step);
  const [values, setValues] = useState<WizardValues>(draft?.values ?? start.values);
  const [stepError, setStepError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<File[]>(draft?.photos ?? start.photos);
  const [keep, setKeep] = useState<number[]>(draft?.keep ?? start.keep);
  const [biodata, setBiodata] = useState<File | null>(draft?.biodata ?? start.biodata);
  // Editing: the owner may drop the uploaded biodata; members are then offered one made from the profile.
  const [removeBiodata, setRemoveBiodata] = useState(draft?.removeBiodata ?? start.removeBiodata);
  const [preparingPhotos, setPreparingPhotos] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // The consent to publish (issue 36): asked on a new profile's last step; an edit keeps the one on record.
  const [consentConfirmed, setConsentConfirmed] = useState(false);
  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const now: WizardDraft = { step, values, photos, biodata, keep, removeBiodata };
  const changed =
    JSON.stringify({ ...now, photos: photos.length, biodata: biodata?.name }) !==
    JSON.stringify({ ...start, photos: 0, biodata: undefined });
  const sent = success !== null;
  useEffect(() => {
    if (sent) return;
    const timer = setTimeout(
      () => void (changed ? saveWizardDraft(draftKey, now) : clearWizardDraft(draftKey)),
      DRAFT_SAVE_MS,
    );
    return () => clearTimeout(timer);
    // `now` is rebuilt each render from the states listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, changed, sent, step, values, photos, biodata, keep, removeBiodata]);

  /** Back to an empty wizard (or the saved profile), the draft forgotten. */
  const startOver = () => {
    setStep(start.step);
    setValues(start.values);
    setPhotos(start.photos);
    setBiodata(start.biodata);
    setKeep(start.keep);
    setRemoveBiodata(start.removeBiodata);
    setFieldErrors({});
    setStepError(null);
    setFileError(null);
    void clearWizardDraft(draftKey);
  };

  const set =
    (name: keyof WizardValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value }));
  // A field's message: the wizard's own are catalogue ids, the server's arrive in the language asked for.
  const error = (name: string) => {
    const message = fieldErrors[name];
    return message === undefined ? undefined : say(message);
  };

  const next = () => {
    const missing = missingInStep(values, step);
    if (missing.length) {
      setStepError(M.stepIncomplete);
      setFieldErrors(Object.fromEntries(missing.map((f) => [f, requiredMessage(f)])));
      window.scrollTo({ top: 0 });
      return;
    }
    // Age as the law has it: said at the field before the family moves on.
    const underAge = legalAgeErrors(values, step);
    if (Object.keys(underAge).length) {
      setStepError(null);
      setFieldErrors(underAge);
      return;
    }
    setStepError(null);
    setFieldErrors({});
    setStep((s) => Math.min(s + 1, WIZARD_STEPS.length - 1));
    window.scrollTo({ top: 0 });
  };
  const previous = () => setStep((s) => s - 1);

  const pickPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problem = checkPhotos(keep.length + photos.length, picked, { size: false });
    setFileError(problem);
    if (problem || picked.length === 0) return;
    // A camera photo of 10 MB becomes about 1 MB before it goes out; one at a time, so a cheap phone
    // never holds five decoded pictures at once.
    setPreparingPhotos(true);
    const shrunk: File[] = [];
    for (const file of picked) shrunk.push(isImageFile(file) ? await shrinkPhoto(file) : file);
    setPreparingPhotos(false);
    const tooLarge = checkPhotos(0, shrunk);
    setFileError(tooLarge);
    if (!tooLarge) setPhotos((p) => [...p, ...shrunk]);
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
  const dropKept = (index: number) => setKeep((k) => k.filter((n) => n !== index));
  const dropPhoto = (index: number) => setPhotos((p) => p.filter((_, n) => n !== index));
  const toggleRemoveBiodata = () => setRemoveBiodata((remove) => !remove);

  const submit = async () => {
    const incomplete = firstIncompleteStep(values);
    if (incomplete >= 0) {
      setStep(incomplete);
      setSubmitError(M.incomplete);
      window.scrollTo({ top: 0 });
      return;
    }
    const underAge = legalAgeErrors(values);
    if (Object.keys(underAge).length) {
      setStep(underAge.dateOfBirth ? 0 : WIZARD_STEPS.length - 1);
      setFieldErrors(underAge);
      window.scrollTo({ top: 0 });
      return;
    }
    if (!editing && !consentConfirmed) {
      setFieldErrors({ consentConfirmed: 'matrimonial.wizard.consentRequired' });
      return;
    }
    setSubmitError(null);
    try {
      const form = toFormData(values, { photos, biodata }, editing ? { keepImages: keep, removeBiodata } : undefined);
      if (!editing) form.append('consentConfirmed', 'true');
      const reply = await upload.send<MatrimonialProfileReply>(
        editing ? `/matrimonial/profiles/${editing._id}` : '/matrimonial/profiles',
        form,
        { method: editing ? 'PUT' : 'POST' },
      );
      void clearWizardDraft(draftKey);
      await client.invalidateQueries({ queryKey: matrimonialKeys.all });
      setSuccess(editing ? (reply.message ?? M.updated) : M.submitted);
      // My Profiles shows the new profile and its state; Browse would not list it until it is approved.
      redirect.current = setTimeout(() => void navigate(MY_PROFILES_PATH), REDIRECT_MS);
    } catch (failure) {
      setSubmitError(submitErrorMessage(failure));
      const fields = (failure as { fields?: Record<string, string> }).fields;
      // The server names the partner's minimum age by its place in the JSON; the wizard's field is partnerAgeMin.
      const partnerMin = fields?.['partnerPreferences.ageRange.min'];
      if (fields) setFieldErrors(partnerMin ? { ...fields, partnerAgeMin: partnerMin } : fields);
    }
  };

  return {
    editing,
    step,
    values,
    set,
    error,
    stepError,
    photos,
    previews,
    keep,
    biodata,
    removeBiodata,
    fileError,
    preparingPhotos,
    changed,
    restored: draft !== null,
    startOver,
    submitError,
    success,
    upload,
    next,
    previous,
    pickPhotos,
    pickBiodata,
    dropKept,
    dropPhoto,
    toggleRemoveBiodata,
    consentConfirmed,
    confirmConsent: (confirmed: boolean) => {
      setConsentConfirmed(confirmed);
      if (confirmed) setFieldErrors(({ consentConfirmed: _, ...rest }) => rest);
    },
    submit,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
