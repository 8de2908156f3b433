import type { InsightSummary } from '../../../../shared/analytics';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

type Impact = InsightSummary['impact'];

const IMPACT_TONE: Record<Impact, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };
const IMPACT_LABEL: Record<Impact, string> = {
  high: 'High impact',
  medium: 'Medium impact',
  low: 'Low impact',
};

export function ImpactBadge({ impact }: { impact: Impact }) {
  return <Badge tone={IMPACT_TONE[impact]}>{IMPACT_LABEL[impact]}</Badge>;
}

export function ConfidenceBadge({ confidence }: { confidence: number }) {
  return (
    <Badge tone="accent" className="tabular-nums">
      {Math.round(confidence * 100)}% confidence
    </Badge>
  );
}
