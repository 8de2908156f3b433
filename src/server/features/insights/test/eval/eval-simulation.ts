import { CHANNELS, type Channel } from '../../../../../shared/analytics';
import { addDays } from '../../../../../shared/dates';
import type { MetricWrite } from '../../../metrics';
import { CHANNEL_BENCHMARKS } from '../../../metrics';
import { type Plant, plantAnomaly, QUANTITY, type Quantity } from './eval-planting';
import { generator, mix } from './eval-random';

/**
 * The insights evaluation's simulated campaigns (docs/ai.md): realistic volume spread, weekly seasonality, a trend
 * and overdispersed noise per channel and day, and the planted anomaly (eval-planting.ts) applied as a shock.
 */

export interface SimChannel {
  name: Channel;
  share: number;
  cpc: number;
  ctr: number;
  cvr: number;
  orderValue: number;
  ctrNoise: number;
  cvrNoise: number;
}

export interface SimCampaign {
  name: string;
  dailySpend: number;
  channels: SimChannel[];
  seasonality: number[];
  trend: number;
  spendNoise: number;
  plant: Plant | null;
  /** Stopped days are written as zero rows, or left out (both happen with real exports). */
  stopAsMissing: boolean;
}

export interface SimRow extends Omit<MetricWrite, 'campaignId'> {
  campaign: number;
}

export interface Simulation {
  seed: number;
  firstDate: string;
  endDate: string;
  campaigns: SimCampaign[];
  rows: SimRow[];
}

/** Weekday shape of demand (Sunday first): weekends lower, mid-week higher. */
const WEEK_SHAPE = [-0.55, 0.2, 0.35, 0.3, 0.2, 0.05, -0.6];

function makeCampaign(seed: number, index: number): SimCampaign {
  const r = generator(mix(seed, index, 1));
  const dailySpend = Math.min(5000, Math.max(20, Math.exp(Math.log(300) + 1.2 * r.normal())));
  const count = 1 + Math.floor(r.next() * 4);
  const pool = [...CHANNELS];
  const channels: SimChannel[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = pool.splice(Math.floor(r.next() * pool.length), 1)[0] as Channel;
    const bench = CHANNEL_BENCHMARKS[name];
    channels.push({
      name,
      share: r.uniform(0.3, 1),
      cpc: bench.cpc * Math.exp(0.3 * r.normal()),
      ctr: bench.ctr * Math.exp(0.3 * r.normal()),
      cvr: Math.min(0.3, bench.cvr * 1.5 * Math.exp(0.3 * r.normal())),
      orderValue: r.uniform(30, 200),
      ctrNoise: r.uniform(0.03, 0.12),
      cvrNoise: r.uniform(0.05, 0.15),
    });
  }
  const sum = channels.reduce((s, c) => s + c.share, 0);
  for (const c of channels) c.share /= sum;
  const amplitude = r.uniform(0.05, 0.35);
  return {
    name: `Eval ${String(index + 1).padStart(3, '0')}`,
    dailySpend,
    channels,
    seasonality: WEEK_SHAPE.map((s) => amplitude * (s + 0.1 * r.normal())),
    trend: r.uniform(-0.2, 0.2),
    spendNoise: r.uniform(0.05, 0.2),
    plant: null,
    stopAsMissing: r.next() < 0.5,
  };
}

interface Shock {
  spend: number;
  ctr: number;
  cvr: number;
  orderValue: number;
  stop: boolean;
}
const NO_SHOCK: Shock = { spend: 1, ctr: 1, cvr: 1, orderValue: 1, stop: false };
/** The figure a planted anomaly's factor multiplies: revenue moves through the order value. */
const SHOCKED_FIGURE: Record<Quantity, Exclude<keyof Shock, 'stop'>> = {
  spend: 'spend',
  ctr: 'ctr',
  cvr: 'cvr',
  revenue: 'orderValue',
};

function shockFor(plant: Plant | null, channel: string, date: string): Shock {
  if (!plant || date < plant.firstDate || date > plant.lastDate) return NO_SHOCK;
  if (plant.channel && plant.channel !== channel) return NO_SHOCK;
  if (plant.type === 'delivery_stop') return { ...NO_SHOCK, stop: true };
  return { ...NO_SHOCK, [SHOCKED_FIGURE[QUANTITY[plant.type]]]: plant.factor };
}

/** One day on one channel. Each (campaign, channel, day) has its own random stream: a shock changes only its day. */
function simulateDay(
  seed: number,
  index: number,
  campaign: SimCampaign,
  ci: number,
  day: number,
  days: number,
  date: string,
): SimRow | null {
  const c = campaign.channels[ci] as SimChannel;
  const shock = shockFor(campaign.plant, c.name, date);
  const r = generator(mix(seed, index, 2, ci, day));
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const seasonal = Math.exp((campaign.seasonality[weekday] as number) + campaign.trend * (day / days - 0.5));
  const spend =
    campaign.dailySpend * c.share * seasonal * Math.exp(campaign.spendNoise * r.normal()) * shock.spend;
  // Impressions follow spend at the channel's CPM; clicks and conversions are overdispersed Poisson draws.
  const impressions = Math.round((spend / (c.cpc * c.ctr)) * Math.exp(0.05 * r.normal()));
  const clicks = Math.min(
    impressions,
    r.poisson(impressions * c.ctr * Math.exp(c.ctrNoise * r.normal()) * shock.ctr),
  );
  const conversions = Math.min(
    clicks,
    r.poisson(clicks * c.cvr * Math.exp(c.cvrNoise * r.normal()) * shock.cvr),
  );
  const revenue =
    conversions *
    c.orderValue *
    Math.exp((0.4 / Math.sqrt(Math.max(conversions, 1))) * r.normal()) *
    shock.orderValue;
  if (shock.stop) {
    if (campaign.stopAsMissing) return null;
    return {
      campaign: index,
      date,
      channel: c.name,
      impressions: 0,
      clicks: 0,
      conversions: 0,
      spend: 0,
      revenue: 0,
    };
  }
  return {
    campaign: index,
    date,
    channel: c.name,
    impressions,
    clicks,
    conversions,
    spend: Math.round(spend * 100) / 100,
    revenue: Math.round(revenue * 100) / 100,
  };
}

function simulateCampaign(
  seed: number,
  index: number,
  campaign: SimCampaign,
  firstDate: string,
  days: number,
) {
  const rows: SimRow[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(firstDate, day);
    campaign.channels.forEach((_, ci) => {
      const row = simulateDay(seed, index, campaign, ci, day, days, date);
      if (row) rows.push(row);
    });
  }
  return rows;
}

export function simulate(options: {
  seed: number;
  campaigns: number;
  days?: number;
  endDate?: string;
}): Simulation {
  const days = options.days ?? 60;
  const endDate = options.endDate ?? '2026-03-31';
  const firstDate = addDays(endDate, -(days - 1));
  const { seed } = options;
  const list: SimCampaign[] = [];
  const rows: SimRow[] = [];
  for (let index = 0; index < options.campaigns; index += 1) {
    const campaign = makeCampaign(seed, index);
    let clean = simulateCampaign(seed, index, campaign, firstDate, days);
    const plant = plantAnomaly(seed, index, campaign, clean, firstDate, days);
    if (plant) {
      campaign.plant = plant;
      clean = simulateCampaign(seed, index, campaign, firstDate, days);
    }
    list.push(campaign);
    rows.push(...clean);
  }
  return { seed, firstDate, endDate, campaigns: list, rows };
}
