import type { FastifyRequest } from 'fastify';
import { can } from '../../shared/roles';
import { unauthorized } from './errors';

/** Who is asking, as the campaign rules need it (DESIGN §4). */
export interface Viewer {
  id: string;
  /** First and last name, as approvals and notifications name people. */
  name: string;
  /** A launch by this viewer waits for approval when the workspace requires it (marketing managers). */
  launchNeedsApproval: boolean;
  /** marketing_director and admin may modify every campaign of the workspace. */
  canModifyAll: boolean;
}

/** The signed-in caller of a route as a Viewer (401 when nobody is signed in). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.user) throw unauthorized();
  return {
    id: request.user.id,
    name: `${request.user.firstName} ${request.user.lastName}`.trim() || request.user.username,
    launchNeedsApproval: !can(request.user.role, 'campaigns:approve'),
    canModifyAll: can(request.user.role, 'campaigns:modify-any'),
  };
}
