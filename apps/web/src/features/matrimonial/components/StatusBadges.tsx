import { adminApprovalLabel, approvalLabel, visibilityLabel } from '@sangam/shared/matrimonial-messages';
import { Badge } from '../../../components/ui/Badge.tsx';

/** The spec's approval and visibility labels; in the admin table a rejected profile says so. */
export function StatusBadges({
  status,
  isVisible,
  admin = false,
}: {
  status: string;
  isVisible: boolean;
  admin?: boolean;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={status === 'approved' ? 'green' : status === 'rejected' ? 'red' : 'amber'}>
        {admin ? adminApprovalLabel(status) : approvalLabel(status)}
      </Badge>
      <Badge tone={isVisible ? 'blue' : 'slate'}>{visibilityLabel(isVisible)}</Badge>
    </span>
  );
}
