import { Clock } from 'lucide-react';
import type { InsightSummary } from '../../shared/analytics';
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '../../shared/campaigns-rules';
import { Badge, type BadgeTone } from './ui/badge';

/**
 * The badges every feature shows for the same things (issue 14): one label in sentence case and one colour per
 * status or impact, whether on the campaign list, the analytics tables, the report or an insight.
 */

const CAMPAIGN_STATUS_TONES: Record<CampaignStatus, BadgeTone> = {
  active: 'success',
  // Amber like paused (UI.md keeps amber for warnings and has no fourth status colour); the clock tells them apart
  // without relying on colour.
  pending_approval: 'warning',
  paused: 'warning',
  completed: 'neutral',
  draft: 'accent',
};

export function CampaignStatusBadge({ status }: { status: string }) {
  const known = status in CAMPAIGN_STATUS_TONES ? (status as CampaignStatus) : null;
  return (
    <Badge tone={known ? CAMPAIGN_STATUS_TONES[known] : 'neutral'}>
      {known === 'pending_approval' ? <Clock aria-hidden="true" className="size-3" /> : null}
      {known ? CAMPAIGN_STATUS_LABELS[known] : status}
    </Badge>
  );
}

type Impact = InsightSummary['impact'];
const IMPACT_TONES: Record<Impact, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };
const IMPACT_LABELS: Record<Impact, string> = {
  high: 'High impact',
  medium: 'Medium impact',
  low: 'Low impact',
};

export function ImpactBadge({ impact }: { impact: Impact | (string & {}) }) {
  const known = impact in IMPACT_TONES ? (impact as Impact) : null;
  return (
    <Badge tone={known ? IMPACT_TONES[known] : 'neutral'}>
      {known ? IMPACT_LABELS[known] : `${impact} impact`}
    </Badge>
  );
}

export function ConfidenceBadge({ confidence }: { confidence: number }) {
  return (
    <Badge tone="accent" className="tabular-nums">
      {Math.round(confidence * 100)}% confidence
    </Badge>
  );
}
