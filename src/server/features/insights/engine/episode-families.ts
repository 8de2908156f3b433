import { type Episode, METRICS } from './anomaly-settings';

const overlaps = (a: Episode, b: Episode) => a.first <= b.last && b.first <= a.last;
const familyDirection = (e: Episode) =>
  `${METRICS[e.metric].family}:${METRICS[e.metric].inverse ? (e.direction === 'up' ? 'down' : 'up') : e.direction}`;

/**
 * One underlying event shows in several related metrics and series: keep one insight per event and metric family
 * (docs/ai.md, "Episodes"). Within a series the strongest metric of a family stands for the others (listed as
 * related); across series a single channel's episode is kept over the campaign total it moved, and the campaign
 * total over several channels moving together. Episodes already written (`keep`) are never dropped.
 */
export function selectEpisodes(episodes: Episode[], keep: (e: Episode) => boolean): Episode[] {
  const byStrength = [...episodes].sort((a, b) => a.pValue - b.pValue);
  const kept: Episode[] = [];
  for (const e of byStrength) {
    const twin = kept.find(
      (k) => k.channel === e.channel && familyDirection(k) === familyDirection(e) && overlaps(k, e),
    );
    if (twin && !keep(e)) {
      if (!twin.related.includes(e.metric)) twin.related.push(e.metric);
      continue;
    }
    kept.push(e);
  }
  // A clicks change explained by a CTR change on the same days (impressions and spend steady) is the CTR change.
  const explained = kept.filter(
    (e) =>
      e.metric === 'clicks' &&
      !e.related.length &&
      !keep(e) &&
      kept.some(
        (c) => c.metric === 'ctr' && c.channel === e.channel && c.direction === e.direction && overlaps(c, e),
      ),
  );
  const result = kept.filter((e) => !explained.includes(e));
  const dropped = new Set<Episode>();
  for (const e of result) {
    if (dropped.has(e)) continue;
    const cluster = result.filter((o) => familyDirection(o) === familyDirection(e) && overlaps(o, e));
    const totals = cluster.filter((o) => o.channel === null);
    const channels = new Set(cluster.filter((o) => o.channel !== null).map((o) => o.channel));
    if (!totals.length) continue;
    if (channels.size === 1) for (const o of totals) dropped.add(o);
    else if (channels.size > 1) for (const o of cluster) if (o.channel !== null) dropped.add(o);
  }
  return result.filter((e) => !dropped.has(e) || keep(e));
}
