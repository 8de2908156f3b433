import type {
  AudienceChannel,
  AudienceLocation,
  DevicePreference,
  EngagementLevel,
  Interest,
} from '../../../shared/audience';
import type { Objective } from '../../../shared/objectives';

/**
 * The one table of figures the audience model (audience.model.ts) computes from, each with the public report it is
 * rounded from. Rates are percentages; money is USD. Rows marked "Model assumption" are choices of this model, not
 * measurements; docs/ai.md "Audience predictions" lists them.
 */

export interface ChannelBenchmark {
  /** US cost per 1,000 impressions. */
  cpm: number;
  /** Click-through rate, percent of impressions. */
  ctr: number;
  /** Conversions (orders) per 100 clicks. */
  conversionRate: number;
  source: string;
}

export const CHANNEL_BENCHMARKS: Record<AudienceChannel, ChannelBenchmark> = {
  'Google Display': {
    cpm: 3,
    ctr: 0.46,
    conversionRate: 0.77,
    source:
      'WordStream Google Ads benchmarks, display network, all industries: CTR 0.46 %, CPC $0.63 (so CPM ≈ $2.90, rounded to $3), conversion rate 0.77 %',
  },
  YouTube: {
    cpm: 9,
    ctr: 0.6,
    conversionRate: 0.5,
    source:
      'YouTube ads cost compilations (in-stream CPM about $4–$10, e.g. WebFX and Influencer Marketing Hub): CPM $9; CTR about 0.5–0.7 % → 0.6 %. Conversion rate: model assumption between display and social, no widely cited public benchmark',
  },
  Meta: {
    cpm: 14,
    ctr: 0.9,
    conversionRate: 3.5,
    source:
      'WordStream Facebook ads benchmarks, all industries: CTR 0.90 %, CPC $1.72 (CPM ≈ $15.50); US CPM compilations $12–$18 → $14. Conversion rate: the 9.21 % all-industry average is mostly lead forms; this model values a conversion as an order, so it takes the retail and apparel rates (3.26 %, 4.11 %) → 3.5 %',
  },
  LinkedIn: {
    cpm: 33,
    ctr: 0.44,
    conversionRate: 3,
    source:
      'LinkedIn Marketing Solutions sponsored content benchmarks (CTR 0.44–0.65 % → 0.44 %); US CPM compilations $30–$38 → $33. Conversion rate: model assumption for website orders (lead gen forms convert far more, about 13 %)',
  },
};

export interface LocationBenchmark {
  /** Internet users. */
  internetUsers: number;
  /** CPM relative to the United States (1 = US prices). */
  cpmIndex: number;
  /** What an order is worth relative to the United States (the interests' order values are US figures). */
  orderValueIndex: number;
  source: string;
}

const USERS_SOURCE = 'DataReportal Digital 2024 country reports (ITU and World Bank internet use), rounded';
const INDEX_SOURCE = 'Meta CPM-by-country compilations (2023–2024) relative to the US, rounded';
const ORDER_SOURCE =
  'order value index: World Bank GDP per capita, PPP (2023), relative to the US, rounded (a proxy for order values)';
// India, Brazil and Mexico: compilations range from about 0.1 to 0.35 of the US. Interest- and age-targeted
// delivery costs more than the country averages they report, and below ~0.3 a blended CPM would fall under $2,
// cheaper than any platform sells targeted impressions; so the table takes the upper end.
const LOW_COST_INDEX_SOURCE = `${INDEX_SOURCE}; upper end of the 0.1–0.35 range reported, for targeted delivery`;

export const LOCATION_BENCHMARKS: Record<AudienceLocation, LocationBenchmark> = {
  'United States': {
    internetUsers: 331_000_000,
    cpmIndex: 1,
    orderValueIndex: 1,
    source: `${USERS_SOURCE}; both indices 1 by definition`,
  },
  Canada: {
    internetUsers: 37_000_000,
    cpmIndex: 0.8,
    orderValueIndex: 0.75,
    source: `${USERS_SOURCE}; ${INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  'United Kingdom': {
    internetUsers: 66_000_000,
    cpmIndex: 0.8,
    orderValueIndex: 0.7,
    source: `${USERS_SOURCE}; ${INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  Australia: {
    internetUsers: 25_000_000,
    cpmIndex: 0.9,
    orderValueIndex: 0.8,
    source: `${USERS_SOURCE}; ${INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  Germany: {
    internetUsers: 78_000_000,
    cpmIndex: 0.7,
    orderValueIndex: 0.85,
    source: `${USERS_SOURCE}; ${INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  France: {
    internetUsers: 60_000_000,
    cpmIndex: 0.6,
    orderValueIndex: 0.7,
    source: `${USERS_SOURCE}; ${INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  Japan: {
    internetUsers: 103_000_000,
    cpmIndex: 0.85,
    orderValueIndex: 0.65,
    source: `${USERS_SOURCE}; ${INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  Brazil: {
    internetUsers: 188_000_000,
    cpmIndex: 0.3,
    orderValueIndex: 0.25,
    source: `${USERS_SOURCE}; ${LOW_COST_INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  India: {
    internetUsers: 751_000_000,
    cpmIndex: 0.3,
    orderValueIndex: 0.12,
    source: `${USERS_SOURCE}; ${LOW_COST_INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  Mexico: {
    internetUsers: 107_000_000,
    cpmIndex: 0.3,
    orderValueIndex: 0.3,
    source: `${USERS_SOURCE}; ${LOW_COST_INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  Spain: {
    internetUsers: 45_000_000,
    cpmIndex: 0.5,
    orderValueIndex: 0.6,
    source: `${USERS_SOURCE}; ${INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
  Italy: {
    internetUsers: 51_000_000,
    cpmIndex: 0.5,
    orderValueIndex: 0.7,
    source: `${USERS_SOURCE}; ${INDEX_SOURCE}; ${ORDER_SOURCE}`,
  },
};

export interface InterestBenchmark {
  /** Share (0–1) of online adults in the interest audience. */
  audienceShare: number;
  /** CTR relative to the all-industry average. */
  ctrFactor: number;
  /** Average order value, USD. */
  orderValue: number;
  source: string;
}

const SHARE_SOURCE =
  'Audience share: model estimate of the interest audience relative to online adults (the order of magnitude of interest audience sizes in ad platforms; no published report)';
const ctrSource = (industry: string, ctr: string) =>
  `CTR factor: WordStream Facebook ads benchmarks, ${industry} CTR ${ctr} ÷ all-industry 0.90 %, rounded`;
const AOV_SOURCE =
  'Order value: rounded into the range of published average-order-value-by-vertical benchmarks (e.g. Dynamic Yield, Salesforce Shopping Index); model estimate where no vertical matches';

export const INTEREST_BENCHMARKS: Record<Interest, InterestBenchmark> = {
  'E-commerce': {
    audienceShare: 0.45,
    ctrFactor: 1.75,
    orderValue: 85,
    source: `${SHARE_SOURCE}. ${ctrSource('retail', '1.59 %')}. ${AOV_SOURCE}`,
  },
  Technology: {
    audienceShare: 0.32,
    ctrFactor: 1.15,
    orderValue: 180,
    source: `${SHARE_SOURCE}. ${ctrSource('technology', '1.04 %')}. ${AOV_SOURCE}`,
  },
  Fashion: {
    audienceShare: 0.28,
    ctrFactor: 1.4,
    orderValue: 110,
    source: `${SHARE_SOURCE}. ${ctrSource('apparel', '1.24 %')}. ${AOV_SOURCE}`,
  },
  Fitness: {
    audienceShare: 0.22,
    ctrFactor: 1.1,
    orderValue: 70,
    source: `${SHARE_SOURCE}. ${ctrSource('fitness', '1.01 %')}. ${AOV_SOURCE}`,
  },
  Travel: {
    audienceShare: 0.26,
    ctrFactor: 1,
    orderValue: 350,
    source: `${SHARE_SOURCE}. ${ctrSource('travel & hospitality', '0.90 %')}. ${AOV_SOURCE}; travel: one booking`,
  },
  'Food & Dining': {
    audienceShare: 0.38,
    ctrFactor: 1,
    orderValue: 45,
    source: `${SHARE_SOURCE}. CTR factor: no matching industry in the WordStream Facebook benchmarks, all-industry average. ${AOV_SOURCE}`,
  },
  'Home & Garden': {
    audienceShare: 0.24,
    ctrFactor: 0.8,
    orderValue: 150,
    source: `${SHARE_SOURCE}. ${ctrSource('home improvement', '0.70 %')}. ${AOV_SOURCE}`,
  },
  Business: {
    audienceShare: 0.18,
    ctrFactor: 0.85,
    orderValue: 250,
    source: `${SHARE_SOURCE}. ${ctrSource('B2B', '0.78 %')}. ${AOV_SOURCE}; business: a first order`,
  },
  Education: {
    audienceShare: 0.2,
    ctrFactor: 0.8,
    orderValue: 150,
    source: `${SHARE_SOURCE}. ${ctrSource('education', '0.73 %')}. ${AOV_SOURCE}; education: one course`,
  },
  Entertainment: {
    audienceShare: 0.4,
    ctrFactor: 1,
    orderValue: 35,
    source: `${SHARE_SOURCE}. CTR factor: no matching industry in the WordStream Facebook benchmarks, all-industry average. ${AOV_SOURCE}`,
  },
  Sports: {
    audienceShare: 0.3,
    ctrFactor: 1.1,
    orderValue: 80,
    source: `${SHARE_SOURCE}. ${ctrSource('fitness (the closest industry)', '1.01 %')}. ${AOV_SOURCE}`,
  },
  Health: {
    audienceShare: 0.27,
    ctrFactor: 0.9,
    orderValue: 75,
    source: `${SHARE_SOURCE}. ${ctrSource('healthcare', '0.83 %')}. ${AOV_SOURCE}`,
  },
};

/**
 * Share of the impressions each channel gets, per objective (model assumption: the usual audience-targeted plan for
 * the objective; video carries awareness, social carries clicks and conversions, display carries remarketing).
 */
export const CHANNEL_MIX: Record<Objective, Partial<Record<AudienceChannel, number>>> = {
  awareness: { 'Google Display': 0.45, YouTube: 0.35, Meta: 0.2 },
  traffic: { 'Google Display': 0.45, YouTube: 0.1, Meta: 0.45 },
  conversion: { 'Google Display': 0.4, YouTube: 0.1, Meta: 0.5 },
  retention: { 'Google Display': 0.5, YouTube: 0.1, Meta: 0.4 },
};

/**
 * LinkedIn's share of impressions when Business is the only interest; with n interests it gets 1/n of this (Business's
 * part of the audience), taken proportionally from the other channels. Model assumption.
 */
export const LINKEDIN_BUSINESS_SHARE = 0.2;

/**
 * Objective multipliers (model assumption): the benchmarks above are for conversion-optimised campaigns. Awareness
 * campaigns buy views, traffic campaigns buy clicks from less ready buyers, retention campaigns reach people who
 * already bought.
 */
export const OBJECTIVE_FACTORS: Record<Objective, { ctr: number; conversionRate: number }> = {
  awareness: { ctr: 0.8, conversionRate: 0.4 },
  traffic: { ctr: 1.15, conversionRate: 0.6 },
  conversion: { ctr: 1, conversionRate: 1 },
  retention: { ctr: 1.2, conversionRate: 1.3 },
};

/** Engagement level multipliers (model assumption: ±20 % on CTR, ±15 % on conversion rate). */
export const ENGAGEMENT_FACTORS: Record<EngagementLevel, { ctr: number; conversionRate: number }> = {
  low: { ctr: 0.8, conversionRate: 0.85 },
  medium: { ctr: 1, conversionRate: 1 },
  high: { ctr: 1.2, conversionRate: 1.15 },
};

/**
 * Device multipliers (model assumption following the direction of e-commerce device reports such as the Salesforce
 * Shopping Index: mobile is clicked slightly more, desktop converts clearly better).
 */
export const DEVICE_FACTORS: Record<DevicePreference, { ctr: number; conversionRate: number }> = {
  mobile: { ctr: 1.05, conversionRate: 0.85 },
  desktop: { ctr: 0.95, conversionRate: 1.25 },
  tablet: { ctr: 1, conversionRate: 1 },
};

/**
 * Conversion-rate lift for scheduling ads into the audience's shopping times (model assumption): +10 % with one
 * window chosen, falling linearly to none when all eight are (no scheduling at all).
 */
export const SHOPPING_TIME_MAX_LIFT = 0.1;

/**
 * Share of online users aged 18–65 (model assumption from the age pyramids of DataReportal Digital 2024: users under 18
 * and over 65 together make up about a fifth), spread evenly over the 48 years.
 */
export const ONLINE_SHARE_AGED_18_TO_65 = 0.8;

/**
 * k in the reach curve: the frequency at the smallest budgets (model choice). Platforms rarely deliver an audience
 * campaign at under ~1.5 impressions per person reached; k = 1.5 keeps reach ≤ impressions / 1.5.
 */
export const MIN_FREQUENCY = 1.5;

/**
 * Ad fatigue on CTR (model assumption after common industry frequency guidance: response holds up to about
 * two impressions per person per week and falls beyond): factor = floor + (1 − floor) / (1 + decay × excess), with
 * excess the weekly frequency above `comfortableWeekly`. The floor is the response that remains from people who
 * had not noticed the ads before.
 */
export const AD_FATIGUE = { comfortableWeekly: 2, decay: 0.25, floor: 0.25 } as const;

/**
 * Response of a repeat impression relative to a first one (model assumption): the first MIN_FREQUENCY impressions
 * per person reached get the full click-through rate, later ones this share of it, because the people likely to
 * respond mostly have after their first exposures. Unlike AD_FATIGUE, which follows the weekly pace, this follows
 * the whole campaign's frequency: once the audience is saturated, extra budget buys repeats, not new people.
 */
export const REPEAT_RESPONSE = 0.3;
