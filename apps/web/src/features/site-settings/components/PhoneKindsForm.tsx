import { useState, type FormEvent } from 'react';
import {
  PHONE_NOTIFICATION_KINDS,
  type NotificationKind,
  type PhoneNotificationKind,
} from '@sangam/shared/notifications';
import { SubmitButton } from '../../../components/ui/FormActions.tsx';

/** Each kind as admins know it (admin screens are in English). */
export const KIND_LABELS: Record<PhoneNotificationKind, string> = {
  question_answered: 'An answer to their question',
  question_commented: 'A comment on their question',
  answer_best: 'Their answer marked best',
  question_liked: 'Likes of their question',
  answer_liked: 'Likes of their answer',
  news_reply: 'A reply in a news discussion they commented in',
  poll_closed: 'Their poll closed',
  matrimonial_approved: 'Matrimonial profile approved',
  matrimonial_rejected: 'Matrimonial profile sent back',
  listing_approved: 'Listing approved',
  listing_pending: 'Listing set to pending',
  premium_ending: 'Premium ending (7 days before, and on its last day)',
  premium_ended: 'Premium ended',
  payment_received: 'Payment received',
  referral_joined: 'A referral joined with their code',
  referral_tier: 'A new referral tier reached',
  submission_reviewed: 'Their form submission reviewed',
  report_under_review: 'Their post hidden while reports are reviewed',
  report_outcome: 'The decision on a post they reported',
  moderation_notice: 'Admins removed, warned about or restored their post',
  interest_received: 'A family sent an interest in their matrimonial profile',
  interest_accepted: 'Their matrimonial interest accepted',
  interest_declined: 'Their matrimonial interest declined',
  data_export_ready: 'A copy of their data is ready',
};

interface PhoneKindsFormProps {
  kinds: readonly NotificationKind[];
  saving: boolean;
  onSave: (kinds: NotificationKind[]) => Promise<unknown>;
}

/**
 * Which notifications may go out by WhatsApp/SMS at all (each message costs money); members then choose among
 * these in their profile. In-app notifications are never affected.
 */
export function PhoneKindsForm({ kinds, saving, onSave }: PhoneKindsFormProps) {
  const [chosen, setChosen] = useState<ReadonlySet<NotificationKind>>(() => new Set(kinds));
  const toggle = (kind: NotificationKind) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A failure is shown above the form (SaveNotices); the choices stay as ticked.
    await onSave(PHONE_NOTIFICATION_KINDS.filter((kind) => chosen.has(kind))).catch(() => undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset disabled={saving}>
        <legend className="mb-1 text-base font-bold text-slate-900">May go out by WhatsApp/SMS</legend>
        <p className="mb-2 text-sm text-slate-600">
          Each message costs money. Members choose among the ticked kinds in their profile; every notification is always
          shown in the app.
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {PHONE_NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                checked={chosen.has(kind)}
                onChange={() => toggle(kind)}
              />
              <span className="text-sm font-medium text-slate-800">{KIND_LABELS[kind]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton busy={saving}>Save Message Settings</SubmitButton>
      </div>
    </form>
  );
}
