import ExcelJS from 'exceljs';

/**
 * Export files as the ad platforms download them (issue 29), written from the platforms' documented formats rather
 * than from the import's own expectations: Google Ads "Campaign report" UI downloads here, Meta Ads Manager exports
 * in export-fixtures-meta.ts. Every builder takes the rows' days from the caller (days relative to today) so the
 * files never go stale, and returns the file's bytes.
 */

export type ExportLanguage = 'en' | 'de' | 'fr' | 'es';
export type TextEncoding = 'UTF-8' | 'UTF-8 with BOM' | 'UTF-16LE';
export type Delimiter = ',' | ';' | '\t';

/** The file's bytes in `encoding` (a BOM where the platform writes one). */
export function encodeText(text: string, encoding: TextEncoding): Buffer {
  if (encoding === 'UTF-16LE') return Buffer.from(`\uFEFF${text}`, 'utf16le');
  return Buffer.from(encoding === 'UTF-8 with BOM' ? `\uFEFF${text}` : text, 'utf8');
}

/** One CSV line: a cell is quoted when it holds the separator, a quote or a line break (RFC 4180). */
export function csvLine(cells: readonly string[], delimiter: Delimiter): string {
  return cells
    .map((cell) =>
      cell.includes(delimiter) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell,
    )
    .join(delimiter);
}

/** `day` (1–28) of the month before the one `today` is in: a past date whose day of the month the test chooses. */
export function dayOfLastMonth(today: string, day: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
  return `${last.y}-${String(last.m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const INTL_LOCALE: Record<ExportLanguage, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };

/** How a language writes numbers in the platforms' UI downloads (French groups with a no-break space). */
const NUMBER_STYLE: Record<ExportLanguage, { group: string; decimal: string; percent: string }> = {
  en: { group: ',', decimal: '.', percent: '%' },
  de: { group: '.', decimal: ',', percent: '\u00a0%' },
  fr: { group: '\u00a0', decimal: ',', percent: '\u00a0%' },
  es: { group: '.', decimal: ',', percent: '\u00a0%' },
};

/** A number as the UI shows it: "1,234.56" in English, "1.234,56" in German. */
export function localNumber(value: number, decimals: number, language: ExportLanguage): string {
  const style = NUMBER_STYLE[language];
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `${style.decimal}${fraction}` : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Google Ads: Reports > Campaigns > Download (CSV, "CSV for Excel" or Excel .xlsx)
// ---------------------------------------------------------------------------------------------------------------

/** One campaign on one day, as the report's row shows it. */
export interface GoogleAdsRow {
  day: string;
  campaign: string;
  impressions: number;
  clicks: number;
  conversions: number;
  cost: number;
  convValue: number;
  status?: 'enabled' | 'paused';
  budget?: number;
  /** The "Status reasons" cell (Google lists several, comma separated). */
  statusReasons?: string;
  /** The "Currency code" cell; the report's currency by default. */
  currency?: string;
}

/** The column order of a campaign report with the "Day" segment, as the UI downloads it. */
const GOOGLE_COLUMNS = [
  'campaignStatus',
  'campaign',
  'budget',
  'budgetName',
  'budgetType',
  'status',
  'statusReasons',
  'optimizationScore',
  'campaignType',
  'time',
  'impressions',
  'interactions',
  'interactionRate',
  'avgCost',
  'cost',
  'clicks',
  'avgCpc',
  'convRate',
  'conversions',
  'costPerConv',
  'convValue',
  'convValuePerCost',
  'currency',
] as const;
export type GoogleAdsColumn = (typeof GOOGLE_COLUMNS)[number];

type Words = Record<ExportLanguage, string>;
const w = (en: string, de: string, fr: string, es: string): Words => ({ en, de, fr, es });

/** Column headers in the interface languages (Google keeps some English abbreviations, such as "Impr."). */
const GOOGLE_HEADERS: Record<Exclude<GoogleAdsColumn, 'time'>, Words> = {
  campaignStatus: w('Campaign status', 'Kampagnenstatus', 'État de la campagne', 'Estado de la campaña'),
  campaign: w('Campaign', 'Kampagne', 'Campagne', 'Campaña'),
  budget: w('Budget', 'Budget', 'Budget', 'Presupuesto'),
  budgetName: w('Budget name', 'Budgetname', 'Nom du budget', 'Nombre del presupuesto'),
  budgetType: w('Budget type', 'Budgettyp', 'Type de budget', 'Tipo de presupuesto'),
  status: w('Status', 'Status', 'État', 'Estado'),
  statusReasons: w('Status reasons', 'Statusgründe', "Motifs de l'état", 'Motivos del estado'),
  optimizationScore: w(
    'Optimization score',
    'Optimierungsfaktor',
    "Score d'optimisation",
    'Nivel de optimización',
  ),
  campaignType: w('Campaign type', 'Kampagnentyp', 'Type de campagne', 'Tipo de campaña'),
  impressions: w('Impr.', 'Impr.', 'Impr.', 'Impr.'),
  interactions: w('Interactions', 'Interaktionen', 'Interactions', 'Interacciones'),
  interactionRate: w(
    'Interaction rate',
    'Interaktionsrate',
    "Taux d'interaction",
    'Porcentaje de interacción',
  ),
  avgCost: w('Avg. cost', 'Durchschn. Kosten', 'Coût moyen', 'Coste medio'),
  cost: w('Cost', 'Kosten', 'Coût', 'Coste'),
  clicks: w('Clicks', 'Klicks', 'Clics', 'Clics'),
  avgCpc: w('Avg. CPC', 'Durchschn. CPC', 'CPC moy.', 'CPC medio'),
  convRate: w('Conv. rate', 'Conv.-Rate', 'Taux de conv.', 'Tasa de conv.'),
  conversions: w('Conversions', 'Conversions', 'Conversions', 'Conversiones'),
  costPerConv: w('Cost / conv.', 'Kosten/Conv.', 'Coût/conv.', 'Coste/conv.'),
  convValue: w('Conv. value', 'Conv.-Wert', 'Valeur de conv.', 'Valor de conv.'),
  convValuePerCost: w(
    'Conv. value / cost',
    'Conv.-Wert/Kosten',
    'Valeur de conv./coût',
    'Valor de conv./coste',
  ),
  currency: w('Currency code', 'Währungscode', 'Code de la devise', 'Código de moneda'),
};
const GOOGLE_TIME_HEADERS = {
  day: w('Day', 'Tag', 'Jour', 'Día'),
  week: w('Week', 'Woche', 'Semaine', 'Semana'),
};
const GOOGLE_WORDS = {
  title: w('Campaign report', 'Kampagnenbericht', 'Rapport sur les campagnes', 'Informe de campañas'),
  enabled: w('Enabled', 'Aktiviert', 'Activée', 'Habilitada'),
  paused: w('Paused', 'Pausiert', 'Mise en veille', 'En pausa'),
  eligible: w('Eligible', 'Berechtigt', 'Éligible', 'Apta'),
  daily: w('Daily', 'Täglich', 'Quotidien', 'Diario'),
  search: w('Search', 'Suche', 'Réseau de Recherche', 'Búsqueda'),
  totalAccount: w('Total: Account', 'Gesamt: Konto', 'Total : Compte', 'Total: Cuenta'),
  totalSearch: w('Total: Search', 'Gesamt: Suche', 'Total : Réseau de Recherche', 'Total: Búsqueda'),
  totalCampaigns: w('Total: Campaigns', 'Gesamt: Kampagnen', 'Total : Campagnes', 'Total: Campañas'),
};

export interface GoogleAdsReportOptions {
  language?: ExportLanguage;
  /** ',' for "CSV", '\t' for "CSV for Excel"; German, French and Spanish downloads opened in Excel use ';'. */
  delimiter?: Delimiter;
  encoding?: TextEncoding;
  /** How the Day column writes dates: 2026-11-20, "Nov 20, 2026" or 20/11/2026. */
  dates?: 'iso' | 'short' | 'dmy';
  /** The time segment: Day (the default), Week (the week's Monday), or none (a report of totals). */
  segment?: 'day' | 'week' | 'none';
  /** Columns the user removed from the report. */
  omit?: readonly GoogleAdsColumn[];
  /** A Cost header that names its currency, such as "Cost (INR)". */
  costHeader?: string;
  /** False when the user deleted the title and date-range lines above the header before importing. */
  preamble?: boolean;
  /** The account's currency (the Currency code column). */
  currency?: string;
}
type GoogleOptions = Required<Omit<GoogleAdsReportOptions, 'costHeader'>> & { costHeader?: string };

const googleDefaults = (options: GoogleAdsReportOptions): GoogleOptions => ({
  language: 'en',
  delimiter: ',',
  encoding: 'UTF-8 with BOM',
  dates: 'iso',
  segment: 'day',
  omit: [],
  currency: 'USD',
  preamble: true,
  ...options,
});

function mondayOf(iso: string): string {
  const date = utcDate(iso);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

function googleDate(iso: string, o: GoogleOptions): string {
  if (o.dates === 'short') {
    const format = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
    return utcDate(iso).toLocaleDateString('en-US', format);
  }
  if (o.dates === 'dmy') return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return iso;
}

/**
 * The second line: "November 1, 2026 - November 20, 2026" in the report's language and the user's locale (an
 * English interface with day/month dates is a British one: "1 November 2026 - 20 November 2026").
 */
function dateRangeLine(
  days: readonly string[],
  language: ExportLanguage,
  dates: GoogleOptions['dates'],
): string {
  const sorted = [...days].sort();
  const locale = language === 'en' && dates === 'dmy' ? 'en-GB' : INTL_LOCALE[language];
  const long = (iso: string) =>
    utcDate(iso).toLocaleDateString(locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return `${long(sorted[0] ?? '')} - ${long(sorted.at(-1) ?? '')}`;
}

const columnsOf = (o: GoogleOptions) =>
  GOOGLE_COLUMNS.filter((c) => !o.omit.includes(c) && !(c === 'time' && o.segment === 'none'));

function googleHeader(column: GoogleAdsColumn, o: GoogleOptions): string {
  if (column === 'time') return GOOGLE_TIME_HEADERS[o.segment === 'week' ? 'week' : 'day'][o.language];
  if (column === 'cost' && o.costHeader) return o.costHeader;
  return GOOGLE_HEADERS[column][o.language];
}

/** The figures a row (or a total) shows; derived ones are "--" when their divisor is 0, as in the UI. */
type Figures = Pick<GoogleAdsRow, 'impressions' | 'clicks' | 'conversions' | 'cost' | 'convValue'>;
/** Whole numbers are counts; `decimal` cells show two decimals, `percent` cells a percentage. */
type Cell = string | number | { percent: number } | { decimal: number };

/** Each column's cell for a row; numbers stay numbers (the CSV writer formats them, the .xlsx keeps them). */
function googleCells(f: Figures, row: GoogleAdsRow | null, label: string | null, o: GoogleOptions) {
  const L = o.language;
  const cells: Record<GoogleAdsColumn, Cell> = {
    campaignStatus: label ?? GOOGLE_WORDS[row?.status ?? 'enabled'][L],
    campaign: row ? row.campaign : '--',
    budget: row ? { decimal: row.budget ?? 100 } : '--',
    budgetName: '--',
    budgetType: row ? GOOGLE_WORDS.daily[L] : '--',
    status: row ? GOOGLE_WORDS.eligible[L] : '--',
    statusReasons: row?.statusReasons ?? '--',
    optimizationScore: row ? { percent: 0.874 } : '--',
    campaignType: row ? GOOGLE_WORDS.search[L] : '--',
    time: row ? (o.segment === 'week' ? mondayOf(row.day) : row.day) : '--',
    impressions: f.impressions,
    interactions: f.clicks,
    interactionRate: f.impressions ? { percent: f.clicks / f.impressions } : '--',
    avgCost: f.clicks ? { decimal: f.cost / f.clicks } : '--',
    cost: { decimal: f.cost },
    clicks: f.clicks,
    avgCpc: f.clicks ? { decimal: f.cost / f.clicks } : '--',
    convRate: f.clicks ? { percent: f.conversions / f.clicks } : '--',
    conversions: { decimal: f.conversions },
    costPerConv: f.conversions ? { decimal: f.cost / f.conversions } : '--',
    convValue: { decimal: f.convValue },
    convValuePerCost: f.cost ? { decimal: f.convValue / f.cost } : '--',
    currency: row?.currency ?? o.currency,
  };
  return columnsOf(o).map((c) => ({ column: c, value: cells[c] }));
}

function sumFigures(rows: readonly Figures[]): Figures {
  const sum = (key: keyof Figures) => Math.round(rows.reduce((s, r) => s + r[key], 0) * 100) / 100;
  return {
    impressions: sum('impressions'),
    clicks: sum('clicks'),
    conversions: sum('conversions'),
    cost: sum('cost'),
    convValue: sum('convValue'),
  };
}

/** The rows of the report, then its "Total: Account", "Total: Search" and "Total: Campaigns" rows. */
function googleBody(rows: readonly GoogleAdsRow[], o: GoogleOptions) {
  const totals = sumFigures(rows);
  return [
    ...rows.map((row) => googleCells(row, row, null, o)),
    googleCells(totals, null, GOOGLE_WORDS.totalAccount[o.language], o),
    googleCells(totals, null, GOOGLE_WORDS.totalSearch[o.language], o),
    googleCells(totals, null, GOOGLE_WORDS.totalCampaigns[o.language], o),
  ];
}

/** A Google Ads campaign report as the UI's Download > CSV (or "CSV for Excel") writes it. */
export function googleAdsCampaignReport(rows: readonly GoogleAdsRow[], options: GoogleAdsReportOptions = {}) {
  const o = googleDefaults(options);
  const L = o.language;
  const text = (cell: Cell, column: GoogleAdsColumn): string => {
    if (typeof cell === 'number') return localNumber(cell, 0, L);
    if (typeof cell === 'string') return column === 'time' && cell !== '--' ? googleDate(cell, o) : cell;
    if ('percent' in cell) return `${localNumber(cell.percent * 100, 2, L)}${NUMBER_STYLE[L].percent}`;
    return localNumber(cell.decimal, 2, L);
  };
  const preamble = [
    GOOGLE_WORDS.title[L],
    dateRangeLine(
      rows.map((r) => r.day),
      L,
      o.dates,
    ),
  ];
  const lines = [
    ...(o.preamble ? preamble.map((line) => csvLine([line], o.delimiter)) : []),
    csvLine(
      columnsOf(o).map((c) => googleHeader(c, o)),
      o.delimiter,
    ),
    ...googleBody(rows, o).map((cells) =>
      csvLine(
        cells.map((c) => text(c.value, c.column)),
        o.delimiter,
      ),
    ),
  ];
  return encodeText(`${lines.join('\r\n')}\r\n`, o.encoding);
}

/** The same report downloaded as Excel .xlsx: date cells, number cells with the UI's formats, the same layout. */
export async function googleAdsCampaignReportXlsx(
  rows: readonly GoogleAdsRow[],
  options: Pick<GoogleAdsReportOptions, 'omit' | 'currency'> = {},
): Promise<Buffer> {
  const o = googleDefaults(options);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Campaign report');
  sheet.addRow([GOOGLE_WORDS.title.en]);
  sheet.addRow([
    dateRangeLine(
      rows.map((r) => r.day),
      'en',
      'iso',
    ),
  ]);
  sheet.addRow(columnsOf(o).map((c) => googleHeader(c, o)));
  for (const cells of googleBody(rows, o)) {
    const added = sheet.addRow(
      cells.map(({ column, value }) => {
        if (typeof value !== 'object')
          return column === 'time' && value !== '--' ? utcDate(String(value)) : value;
        return 'percent' in value ? value.percent : Math.round(value.decimal * 100) / 100;
      }),
    );
    cells.forEach(({ column, value }, i) => {
      const cell = added.getCell(i + 1);
      if (column === 'time' && cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
      else if (typeof value === 'object') cell.numFmt = 'percent' in value ? '0.00%' : '#,##0.00';
      else if (typeof value === 'number') cell.numFmt = '#,##0';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Two search campaigns over two days, with the figures a real account shows: thousands, a campaign name with a
 * comma, a "Status reasons" cell listing two reasons, and a day without clicks (the derived columns say "--").
 * `label` ends each campaign name so that each test has campaigns of its own.
 */
export function googleAdsSample(days: readonly [string, string], label: string): GoogleAdsRow[] {
  const [first, second] = days;
  const brand = { campaign: `Brand | Search | ${label}`, budget: 150 };
  const generic = {
    campaign: `Generic, Running Shoes | ${label}`,
    budget: 80,
    statusReasons: 'Limited by budget, Bid strategy learning',
  };
  const figures = (
    impressions: number,
    clicks: number,
    conversions: number,
    cost: number,
    convValue: number,
  ) => ({
    impressions,
    clicks,
    conversions,
    cost,
    convValue,
  });
  return [
    { day: first, ...brand, ...figures(12_345, 1_024, 48, 1_234.56, 4_321.9) },
    { day: first, ...generic, ...figures(3_210, 145, 6, 201.3, 540) },
    { day: second, ...brand, ...figures(9_876, 800, 35, 987.65, 3_150) },
    { day: second, ...generic, ...figures(2_950, 0, 0, 0, 0) },
  ];
}
