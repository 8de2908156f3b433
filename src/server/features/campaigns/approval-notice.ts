import { eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES, type CampaignApproval, launchTiming } from '../../../shared/approvals';
import { formatCalendarDate } from '../../../shared/locale';
import { todayIn } from '../../../shared/zoned-dates';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { escapeHtml } from '../../lib/mailer';
import { workspaceLocale } from '../admin';
import { notifyUser } from '../notifications';
import type { ApprovalDeps } from './campaign-approval';
import type { CampaignRow } from './campaigns.repository';

/** The requester's notice of a decision, in the app and by e-mail (issue 16; its wording, issue 30 item 11). */

export async function notifyRequester(
  deps: ApprovalDeps,
  tx: Transaction,
  campaign: Pick<CampaignRow, 'name' | 'startDate'>,
  approval: CampaignApproval,
) {
  const { name } = campaign;
  const [requester] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, approval.requestedBy.id));
  if (!requester) return;
  const approved = approval.state === 'approved';
  const decider = approval.decidedBy?.name ?? 'An approver';
  // "Live" only when it delivers today: a campaign approved ahead of its start date waits for that date.
  const startsOn =
    launchTiming(campaign.startDate, todayIn(deps.timeZone)) === 'scheduled'
      ? formatCalendarDate(campaign.startDate, await workspaceLocale(tx))
      : null;
  const title = approved
    ? APPROVAL_MESSAGES.approvedNotice(`"${name}"`, startsOn)
    : `"${name}" was not approved`;
  const body = approved
    ? `${decider} approved the launch${approval.comment ? `: ${approval.comment}` : '.'}`
    : `${decider} rejected the launch: ${approval.comment ?? ''} It is back in your drafts to change and submit again.`;
  const link = `${deps.appOrigin}/campaigns`;
  await notifyUser(tx, {
    userId: approval.requestedBy.id,
    kind: approved ? 'approval_approved' : 'approval_rejected',
    title,
    body,
    link: '/campaigns',
    mail: {
      to: requester.email,
      subject: `Northstar: ${title}`,
      text: [`Hi ${requester.firstName},`, '', body, '', `Your campaigns: ${link}`, '', '— Northstar'].join(
        '\n',
      ),
      html: `<p>Hi ${escapeHtml(requester.firstName)},</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">Open your campaigns</a></p>
<p>— Northstar</p>`,
    },
  });
}
