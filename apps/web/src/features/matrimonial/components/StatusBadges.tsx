import { adminApprovalLabel, approvalLabel, visibilityLabel } from '@sangam/shared/matrimonial-messages';
import { Badge } from '../../../components/ui/Badge.tsx';
import { useT } from '../../../i18n/useT.ts';

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
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={status === 'approved' ? 'green' : status === 'rejected' ? 'red' : 'amber'}>
        {t(admin ? adminApprovalLabel(status) : approvalLabel(status))}
      </Badge>
      <Badge tone={isVisible ? 'blue' : 'slate'}>{t(visibilityLabel(isVisible))}</Badge>
    </span>
  );
}
