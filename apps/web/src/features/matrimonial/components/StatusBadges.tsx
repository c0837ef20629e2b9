import { approvalLabel, visibilityLabel } from '@sangam/shared/matrimonial-messages';
import { Badge } from '../../../components/ui/Badge.tsx';

/** The spec's approval and visibility labels. */
export function StatusBadges({ status, isVisible }: { status: string; isVisible: boolean }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={status === 'approved' ? 'green' : status === 'rejected' ? 'red' : 'amber'}>
        {approvalLabel(status)}
      </Badge>
      <Badge tone={isVisible ? 'blue' : 'slate'}>{visibilityLabel(isVisible)}</Badge>
    </span>
  );
}
