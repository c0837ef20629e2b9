import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import type { MatrimonialProfile, MatrimonialProfileReply } from '@sangam/shared/matrimonial';
import {
  MATRIMONIAL_FIELD_LABELS as LABELS,
  MATRIMONIAL_MESSAGES as M,
  WIZARD_STEPS,
} from '@sangam/shared/matrimonial-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useUpload } from '../../../api/useUpload.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { matrimonialKeys } from '../api/profiles.ts';
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
} from './wizard.ts';

const REDIRECT_MS = 3_000;

/** The state of the 4-step profile wizard: the step, the values, the files, and moving on and submitting. */
export function useWizard(editing: MatrimonialProfile | null) {
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
  const previous = () => setStep((s) => s - 1);

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
    submit,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
