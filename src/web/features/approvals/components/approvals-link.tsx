import { ClipboardCheck } from 'lucide-react';
import { APPROVAL_QUEUE_MAX } from '../../../../shared/approvals-rules';
import { LinkButton } from '../../../components/link-button';
import { Badge } from '../../../components/ui/badge';
import { useApprovalQueue } from '../api/get-approval-queue';

/**
 * The way to the approvals queue for those who may decide, with how many launches wait. It reads the same query as
 * the page, so the page opens with the queue already loaded; a failed count just leaves the number out.
 */
export function ApprovalsLink() {
  const queue = useApprovalQueue();
  const waiting = queue.data?.length ?? 0;
  return (
    <LinkButton to="/approvals" icon={ClipboardCheck}>
      Approvals
      {/* A space, so the link's accessible name reads "Approvals 3 waiting". */}{' '}
      {waiting > 0 ? (
        <Badge tone="warning" className="tabular-nums">
          {waiting >= APPROVAL_QUEUE_MAX ? `${APPROVAL_QUEUE_MAX}+` : waiting}{' '}
          <span className="sr-only">waiting</span>
        </Badge>
      ) : null}
    </LinkButton>
  );
}
