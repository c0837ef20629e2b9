import { useState, type FormEvent } from 'react';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { INTEREST_LIMITS } from '@sangam/shared/matrimonial-interests-messages';
import { messageOr } from '../../../api/errors.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useSubmitLabel } from '../../../components/ui/useSubmitLabel.ts';
import { useSendInterest } from '../api/interests.ts';
import { useMyProfiles } from '../api/profiles.ts';

/**
 * "Send interest" on someone else's profile, for a signed-in member with an approved profile of the other gender:
 * which of their profiles it is for (when they have several) and an optional message; the server's refusals shown.
 */
export function SendInterest({ profile }: { profile: MatrimonialProfile }) {
  const t = useT();
  const label = useSubmitLabel();
  const { user } = useSession();
  const mine = useMyProfiles(Boolean(user) && !profile.isOwner);
  const send = useSendInterest();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const [done, setDone] = useState<string | null>(null);

  if (!user || profile.isOwner) return null;
  const eligible = (mine.data ?? []).filter(
    (own) => own.approvalStatus === 'approved' && own.gender !== profile.gender,
  );
  if (eligible.length === 0) return null;
  const fromProfileId = eligible.some((own) => own._id === chosen) ? chosen : eligible[0]!._id;

  if (done) return <Alert tone="success">{done}</Alert>;
  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} className="w-full sm:w-auto">
        {t('matrimonial.interests.send')}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ fromProfileId, toProfileId: profile._id, message }, { onSuccess: (reply) => setDone(reply.message) });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('matrimonial.interests.sendTitle', { name: profile.fullName })}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
    >
      <h2 className="text-base font-bold text-slate-900">
        {t('matrimonial.interests.sendTitle', { name: profile.fullName })}
      </h2>
      {eligible.length > 1 && (
        <SelectField
          label={t('matrimonial.interests.forProfile')}
          value={fromProfileId}
          onChange={(event) => setChosen(event.target.value)}
          options={eligible.map((own) => ({ value: own._id, label: own.fullName }))}
        />
      )}
      <TextAreaField
        label={t('matrimonial.interests.messageLabel')}
        value={message}
        maxLength={INTEREST_LIMITS.messageMax}
        length={message.length}
        rows={3}
        onChange={(event) => setMessage(event.target.value)}
      />
      {send.isError && <Alert>{messageOr(send.error, t('matrimonial.interests.actionFailed'))}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('matrimonial.interests.sending') : label(t('matrimonial.interests.send'))}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            send.reset();
            setOpen(false);
          }}
        >
          {t('matrimonial.interests.cancel')}
        </Button>
      </div>
    </form>
  );
}
