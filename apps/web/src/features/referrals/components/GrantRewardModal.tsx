/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import type { z } from 'zod';
import { ManualRewardSchema } from '@sangam/shared/admin';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useGrantManualReward } from '../api/grantManualReward.ts';
import type { LeaderboardRow } from '../api/getReferralLeaderboard.ts';
import { REWARD_TYPE_OPTIONS } from '../lib/labels.ts';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { FormActions } from '../../../components/ui/FormActions.tsx';

type RewardValues = z.output<typeof ManualRewardSchema>;

const GRANT_FAILED = 'Failed to grant the reward. Please try again.';
const REASON_MAX = 100;

interface GrantRewardModalProps {
  member: LeaderboardRow | null;
  onGranted: (message: string) => void;
  onClose: () => void;
}

export function GrantRewardModal({ member, onGranted, onClose }: GrantRewardModalProps) {
  return (
    <Modal open={member !== null} title="Grant Reward" onClose={onClose}>
      {member && <GrantRewardForm key={member._id} member={member} onGranted={onGranted} onClose={onClose} />}
    </Modal>
  );
}

function GrantRewardForm({
  member,
  onGranted,
  onClose,
}: { member: LeaderboardRow } & Omit<GrantRewardModalProps, 'member'>) {
  const grant = useGrantManualReward();
  const { register, handleSubmit, errors } = useZodForm(ManualRewardSchema, {
    rewardType: 'bonus_referral',
    reason: '',
  });

  const onSubmit = (values: RewardValues) =>
    grant.mutate(
      { userId: member._id, ...values },
      { onSuccess: (reply) => onGranted(reply?.message || `Reward granted to ${member.name}.`) },
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        A manual reward for <span className="font-semibold">{member.name}</span>. A special badge shows the reason as
        its name on the member&apos;s referral page.
      </p>
      <fieldset disabled={grant.isPending} className="space-y-4">
        <SelectField
          label="Reward type"
          options={REWARD_TYPE_OPTIONS}
          error={errors.rewardType?.message}
          {...register('rewardType')}
        />
        <TextField
          label="Reason *"
          maxLength={REASON_MAX}
          aria-required="true"
          error={errors.reason?.message}
          {...register('reason')}
        />
      </fieldset>
      {grant.isError && <Alert>{messageOr(grant.error, GRANT_FAILED)}</Alert>}
      <FormActions busy={grant.isPending} busyText="Granting..." onCancel={onClose}>
        Grant Reward
      </FormActions>
    </form>
  );
}
