import type { FastifyRequest } from 'fastify';
import { can } from '../../../shared/roles';
import type { InsightViewer } from './insights.repository';

export function insightViewerOf(request: FastifyRequest): InsightViewer | undefined {
  if (!request.user) return undefined;
  return {
    id: request.user.id,
    canManageCampaigns: can(request.user.role, 'campaigns:manage'),
    canModifyAll: can(request.user.role, 'campaigns:modify-any'),
  };
}
