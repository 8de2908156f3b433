import ExcelJS from 'exceljs';
import {
  csvLine,
  type Delimiter,
  type ExportLanguage,
  encodeText,
  type TextEncoding,
} from './export-fixtures';

/**
 * Meta Ads Manager exports (Reports > Export table data, CSV or .xlsx) as written from Meta's documented columns
 * (issue 29): "Reporting starts"/"Reporting ends" first, the level's names, delivery and attribution, Results with
 * their Result indicator, then the figures with the currency in the money headers ("Amount spent (IDR)"). The first
 * data row is the account summary: blank names, the whole range and the totals. Numbers are written plain (no
 * thousands separators), empty cells mean nothing to report.
 */

export interface MetaRow {
  starts: string;
  ends: string;
  campaign: string;
  adSet?: string;
  ad?: string;
  /** Empty cell when null (an ad with no result that day). */
  results: number | null;
  /** What the results count, as Meta names it: "actions:offsite_conversion.fb_pixel_purchase", "reach", … */
  indicator: string | null;
  reach: number;
  impressions: number;
  linkClicks: number | null;
  spend: number;
}

type MetaColumn =
  | 'starts'
  | 'ends'
  | 'campaign'
  | 'adSet'
  | 'ad'
  | 'delivery'
  | 'attribution'
  | 'results'
  | 'indicator'
  | 'reach'
  | 'frequency'
  | 'impressions'
  | 'costPerResult'
  | 'spend'
  | 'linkClicks'
  | 'cpc'
  | 'cpm'
  | 'ctr';

type Words = Record<ExportLanguage, string>;
const w = (en: string, de: string, fr: string, es: string): Words => ({ en, de, fr, es });
/** Headers in the interface languages; "{c}" is the account currency. */
const META_HEADERS: Record<MetaColumn, Words> = {
  starts: w('Reporting starts', 'Berichtsbeginn', 'Début des rapports', 'Inicio del informe'),
  ends: w('Reporting ends', 'Berichtsende', 'Fin des rapports', 'Fin del informe'),
  campaign: w('Campaign name', 'Kampagnenname', 'Nom de la campagne', 'Nombre de la campaña'),
  adSet: w(
    'Ad set name',
    'Name der Anzeigengruppe',
    "Nom de l'ensemble de publicités",
    'Nombre del conjunto de anuncios',
  ),
  ad: w('Ad name', 'Anzeigenname', 'Nom de la publicité', 'Nombre del anuncio'),
  delivery: w(
    'Campaign delivery',
    'Auslieferung der Kampagne',
    'Diffusion de la campagne',
    'Entrega de la campaña',
  ),
  attribution: w(
    'Attribution setting',
    'Attributionseinstellung',
    "Paramètre d'attribution",
    'Configuración de atribución',
  ),
  results: w('Results', 'Ergebnisse', 'Résultats', 'Resultados'),
  indicator: w('Result indicator', 'Ergebnisindikator', 'Indicateur de résultats', 'Indicador de resultado'),
  reach: w('Reach', 'Reichweite', 'Couverture', 'Alcance'),
  frequency: w('Frequency', 'Frequenz', 'Répétition', 'Frecuencia'),
  impressions: w('Impressions', 'Impressionen', 'Impressions', 'Impresiones'),
  costPerResult: w('Cost per results', 'Kosten pro Ergebnis', 'Coût par résultat', 'Coste por resultado'),
  spend: w('Amount spent ({c})', 'Betrag ausgegeben ({c})', 'Montant dépensé ({c})', 'Importe gastado ({c})'),
  linkClicks: w('Link clicks', 'Link-Klicks', 'Clics sur un lien', 'Clics en el enlace'),
  cpc: w(
    'CPC (cost per link click) ({c})',
    'CPC (Kosten pro Link-Klick) ({c})',
    'CPC (coût par clic sur un lien) ({c})',
    'CPC (coste por clic en el enlace) ({c})',
  ),
  cpm: w(
    'CPM (cost per 1,000 impressions) ({c})',
    'CPM (Kosten pro 1.000 Impressionen) ({c})',
    'CPM (coût pour 1 000 impressions) ({c})',
    'CPM (coste por cada 1000 impresiones) ({c})',
  ),
  ctr: w(
    'CTR (link click-through rate)',
    'CTR (Link-Klickrate)',
    'CTR (taux de clics sur le lien)',
    'CTR (porcentaje de clics en el enlace)',
  ),
};
const AD_DELIVERY = w(
  'Ad delivery',
  'Auslieferung der Anzeige',
  'Diffusion de la publicité',
  'Entrega del anuncio',
);
const ACTIVE = w('active', 'aktiv', 'active', 'activa');
const ATTRIBUTION = w(
  '7-day click or 1-day view',
  '7 Tage nach Klick oder 1 Tag nach Ansehen',
  '7 jours après un clic ou 1 jour après une vue',
  '7 días después de hacer clic o 1 día después de ver',
);

export interface MetaExportOptions {
  language?: ExportLanguage;
  /** The ad account's currency, which Meta writes into the money headers. */
  currency?: string;
  /** Campaign rows, or ad rows (with the ad set and ad names). */
  level?: 'campaign' | 'ad';
  /** Columns the user removed in Columns > Customize columns. */
  omit?: readonly ('results' | 'indicator')[];
  encoding?: TextEncoding;
  delimiter?: Delimiter;
}
type MetaOptions = Required<MetaExportOptions>;

const metaDefaults = (options: MetaExportOptions): MetaOptions => ({
  language: 'en',
  currency: 'USD',
  level: 'campaign',
  omit: [],
  encoding: 'UTF-8',
  delimiter: ',',
  ...options,
});

function metaColumns(o: MetaOptions): MetaColumn[] {
  const names: MetaColumn[] = o.level === 'ad' ? ['campaign', 'adSet', 'ad'] : ['campaign'];
  const all: MetaColumn[] = ['starts', 'ends', ...names, 'delivery', 'attribution', 'results', 'indicator'];
  const figures: MetaColumn[] = ['reach', 'frequency', 'impressions', 'costPerResult', 'spend', 'linkClicks'];
  const ratios: MetaColumn[] = ['cpc', 'cpm', 'ctr'];
  return [...all, ...figures, ...ratios].filter((c) => !(o.omit as readonly string[]).includes(c));
}

function metaHeader(column: MetaColumn, o: MetaOptions): string {
  const words = column === 'delivery' && o.level === 'ad' ? AD_DELIVERY : META_HEADERS[column];
  return words[o.language].replace('{c}', o.currency);
}

/** Meta writes ratios with up to six decimals and whole-unit currencies (IDR) without decimals. */
const ratio = (a: number, b: number | null): number | null => (b ? Math.round((a / b) * 1e6) / 1e6 : null);
const money = (value: number) => Math.round(value * 100) / 100;

/** The account summary row: no names, the whole range, the totals (reach is deduplicated, so less than the sum). */
function summaryOf(rows: readonly MetaRow[]): MetaRow {
  const sum = (pick: (r: MetaRow) => number | null) => rows.reduce((s, r) => s + (pick(r) ?? 0), 0);
  const indicators = new Set(rows.map((r) => r.indicator));
  return {
    starts: rows.map((r) => r.starts).sort()[0] ?? '',
    ends:
      rows
        .map((r) => r.ends)
        .sort()
        .at(-1) ?? '',
    campaign: '',
    adSet: '',
    ad: '',
    results: indicators.size === 1 ? sum((r) => r.results) : null,
    indicator: indicators.size === 1 ? (rows[0]?.indicator ?? null) : null,
    reach: Math.round(sum((r) => r.reach) * 0.82),
    impressions: sum((r) => r.impressions),
    linkClicks: sum((r) => r.linkClicks),
    spend: money(sum((r) => r.spend)),
  };
}

function metaCells(row: MetaRow, summary: boolean, o: MetaOptions): (string | number | null)[] {
  const cells: Record<MetaColumn, string | number | null> = {
    starts: row.starts,
    ends: row.ends,
    campaign: row.campaign,
    adSet: row.adSet ?? '',
    ad: row.ad ?? '',
    delivery: summary ? '' : ACTIVE[o.language],
    attribution: summary ? '' : ATTRIBUTION[o.language],
    results: row.results,
    indicator: row.indicator,
    reach: row.reach,
    frequency: ratio(row.impressions, row.reach),
    impressions: row.impressions,
    costPerResult: row.results ? ratio(row.spend, row.results) : null,
    spend: row.spend,
    linkClicks: row.linkClicks,
    cpc: ratio(row.spend, row.linkClicks),
    cpm: ratio(row.spend * 1000, row.impressions),
    ctr: ratio((row.linkClicks ?? 0) * 100, row.impressions),
  };
  return metaColumns(o).map((c) => cells[c]);
}

const tableOf = (rows: readonly MetaRow[], o: MetaOptions) => [
  metaCells(summaryOf(rows), true, o),
  ...rows.map((row) => metaCells(row, false, o)),
];

/** A Meta Ads Manager export as CSV: header, account summary row, then one row per campaign (or ad) and day. */
export function metaAdsExport(rows: readonly MetaRow[], options: MetaExportOptions = {}): Buffer {
  const o = metaDefaults(options);
  const lines = [
    csvLine(
      metaColumns(o).map((c) => metaHeader(c, o)),
      o.delimiter,
    ),
    ...tableOf(rows, o).map((cells) =>
      csvLine(
        cells.map((cell) => (cell === null ? '' : String(cell))),
        o.delimiter,
      ),
    ),
  ];
  return encodeText(`${lines.join('\n')}\n`, o.encoding);
}

/** The same export as .xlsx: number cells for the figures, the dates as text (as Meta writes them). */
export async function metaAdsExportXlsx(rows: readonly MetaRow[], options: MetaExportOptions = {}) {
  const o = metaDefaults(options);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Raw Data Report');
  sheet.addRow(metaColumns(o).map((c) => metaHeader(c, o)));
  for (const cells of tableOf(rows, o)) sheet.addRow(cells.map((cell) => (cell === '' ? null : cell)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Figures = Omit<MetaRow, 'starts' | 'ends' | 'campaign' | 'adSet' | 'ad' | 'indicator'>;
const f = (
  impressions: number,
  reach: number,
  linkClicks: number | null,
  results: number | null,
  spend: number,
) => ({ impressions, reach, linkClicks, results, spend }) satisfies Figures;
const PURCHASE = 'actions:offsite_conversion.fb_pixel_purchase';

/** A day's row of a campaign (or of an ad: pass the ad set and ad). */
const on = (
  day: string,
  campaign: string,
  indicator: string | null,
  figures: Figures,
  adSet?: string,
  ad?: string,
) =>
  ({ starts: day, ends: day, campaign, indicator, ...figures, ...(adSet ? { adSet, ad } : {}) }) as MetaRow;

/**
 * Campaign level by day: a purchase campaign and a lead campaign over two days, and a registration campaign on
 * the second (its indicator written without the "actions:" prefix, as some exports do).
 */
export function metaCampaignSample(days: readonly [string, string], label: string): MetaRow[] {
  const [first, second] = days;
  const sale = `Black Friday – Sales | ${label}`;
  const leads = `Lead Gen | Webinar | ${label}`;
  return [
    on(first, sale, PURCHASE, f(25_432, 18_230, 612, 21, 412.37)),
    on(first, leads, 'actions:lead', f(8_050, 6_400, 190, 12, 150)),
    on(second, sale, PURCHASE, f(23_010, 16_900, 540, 17, 398.1)),
    on(second, leads, 'actions:lead', f(7_600, 6_020, 170, 9, 140.25)),
    on(
      second,
      `Sign-ups | ${label}`,
      'offsite_conversion.fb_pixel_complete_registration',
      f(2_480, 2_100, 64, 5, 55.5),
    ),
  ];
}

/**
 * The two campaigns of metaCampaignSample at ad level: 10 ad rows on two days that sum to the same 4 campaign days
 * (an ad with no result that day has an empty Results cell).
 */
export function metaAdSample(days: readonly [string, string], label: string): MetaRow[] {
  const [first, second] = days;
  const sale = `Black Friday – Sales | ${label}`;
  const leads = `Lead Gen | Webinar | ${label}`;
  const lookalike = 'Lookalike 1% – Buyers';
  const retargeting = 'Retargeting 7d';
  const broad = 'Broad – EU';
  return [
    on(first, sale, PURCHASE, f(12_000, 9_000, 300, 10, 200), lookalike, 'Carousel – Bestsellers'),
    on(first, sale, PURCHASE, f(9_000, 7_000, 150, 4, 120.37), lookalike, 'Video 15s – Offer'),
    on(first, sale, PURCHASE, f(4_432, 3_000, 162, 7, 92), retargeting, 'Static – 20% off'),
    on(first, leads, 'actions:lead', f(5_000, 4_000, 120, 8, 90), broad, 'Webinar invite A'),
    on(first, leads, 'actions:lead', f(3_050, 2_600, 70, 4, 60), broad, 'Webinar invite B'),
    on(second, sale, PURCHASE, f(11_000, 8_400, 280, 9, 190.1), lookalike, 'Carousel – Bestsellers'),
    on(second, sale, PURCHASE, f(8_000, 6_100, 120, null, 110), lookalike, 'Video 15s – Offer'),
    on(second, sale, PURCHASE, f(4_010, 2_900, 140, 8, 98), retargeting, 'Static – 20% off'),
    on(second, leads, 'actions:lead', f(4_600, 3_700, 110, 6, 85.25), broad, 'Webinar invite A'),
    on(second, leads, 'actions:lead', f(3_000, 2_500, 60, 3, 55), broad, 'Webinar invite B'),
  ];
}

/** One day of six campaigns whose results are purchases, leads, registrations, reach, link clicks and video views. */
export function metaIndicatorSample(day: string, label: string): MetaRow[] {
  return [
    on(day, `Purchases | ${label}`, PURCHASE, f(9_500, 7_100, 210, 7, 180)),
    on(day, `Leads | ${label}`, 'actions:lead', f(6_200, 5_000, 150, 11, 95.4)),
    on(
      day,
      `Registrations | ${label}`,
      'offsite_conversion.fb_pixel_complete_registration',
      f(4_100, 3_300, 90, 4, 61),
    ),
    on(day, `Reach | ${label}`, 'reach', f(52_000, 41_000, 95, 41_000, 130)),
    on(day, `Traffic | ${label}`, 'actions:link_click', f(30_000, 21_000, 880, 880, 240.8)),
    on(day, `Video views | ${label}`, 'actions:video_view', f(61_000, 38_000, 40, 15_300, 150)),
  ];
}

/** Two days of a purchase campaign in a currency with large whole amounts (IDR) or with paise (INR). */
export function metaLocalCurrencySample(
  days: readonly [string, string],
  campaign: string,
  currency: 'IDR' | 'INR',
) {
  const [first, second] = days;
  const spend = currency === 'IDR' ? [1_500_000, 2_250_000] : [12_500.5, 18_750];
  return [
    on(first, campaign, PURCHASE, f(48_000, 30_500, 1_150, 21, spend[0] as number)),
    on(second, campaign, PURCHASE, f(51_200, 32_000, 1_240, 26, spend[1] as number)),
  ];
}
