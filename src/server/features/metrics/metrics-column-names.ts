import type { MetricsImportFormat, MetricsImportLanguage } from '../../../shared/metrics';

/**
 * The column names each export uses, in each interface language the platforms download in (issue 29, items 5 and
 * 6). Names are compared lower-cased with a trailing currency such as " (EUR)" taken off (metrics-header.ts). The
 * English name comes first: it is the one messages use.
 */

/** What a column holds, for the import. */
export type ColumnRole =
  | 'date'
  | 'ends'
  | 'week'
  | 'month'
  | 'campaign'
  | 'channel'
  | 'impressions'
  | 'clicks'
  | 'conversions'
  | 'resultIndicator'
  | 'spend'
  | 'revenue'
  | 'currency'
  /** A finer level than the campaign (ad group, ad set, ad, device, placement): its rows are summed per campaign. */
  | 'level';

type Names = Partial<Record<MetricsImportLanguage, readonly string[]>>;
export type FormatColumns = Partial<Record<ColumnRole, Names>>;

export const NORTHSTAR_COLUMNS: FormatColumns = {
  date: { en: ['date'] },
  campaign: { en: ['campaign'] },
  channel: { en: ['channel'] },
  impressions: { en: ['impressions'] },
  clicks: { en: ['clicks'] },
  conversions: { en: ['conversions'] },
  spend: { en: ['spend'] },
  revenue: { en: ['revenue'] },
};

/** Google Ads UI report downloads ("Campaign report.csv" and its Excel forms). */
export const GOOGLE_ADS_COLUMNS: FormatColumns = {
  date: { en: ['Day', 'Date'], de: ['Tag', 'Datum'], fr: ['Jour', 'Date'], es: ['Día', 'Dia', 'Fecha'] },
  week: { en: ['Week'], de: ['Woche'], fr: ['Semaine'], es: ['Semana'] },
  month: {
    en: ['Month', 'Quarter', 'Year'],
    de: ['Monat', 'Quartal', 'Jahr'],
    fr: ['Mois', 'Trimestre', 'Année'],
    es: ['Mes', 'Trimestre', 'Año'],
  },
  campaign: { en: ['Campaign'], de: ['Kampagne'], fr: ['Campagne'], es: ['Campaña'] },
  impressions: {
    en: ['Impr.', 'Impressions'],
    de: ['Impr.', 'Impressionen'],
    fr: ['Impr.', 'Impressions'],
    es: ['Impr.', 'Impresiones'],
  },
  clicks: { en: ['Clicks'], de: ['Klicks'], fr: ['Clics'], es: ['Clics'] },
  conversions: { en: ['Conversions'], de: ['Conversions'], fr: ['Conversions'], es: ['Conversiones'] },
  spend: { en: ['Cost'], de: ['Kosten'], fr: ['Coût', 'Cout'], es: ['Coste', 'Costo'] },
  revenue: {
    en: ['Conv. value', 'Conversion value'],
    de: ['Conv.-Wert', 'Conversion-Wert', 'Conv. Wert'],
    fr: ['Valeur de conv.', 'Valeur de conversion'],
    es: ['Valor de conv.', 'Valor de conversión'],
  },
  currency: {
    en: ['Currency code', 'Currency'],
    de: ['Währungscode', 'Währung'],
    fr: ['Code de la devise', 'Code devise', 'Devise'],
    es: ['Código de moneda', 'Moneda'],
  },
  level: {
    en: [
      'Ad group',
      'Ad',
      'Device',
      'Network',
      'Network (with search partners)',
      'Keyword',
      'Search keyword',
    ],
    de: [
      'Anzeigengruppe',
      'Anzeige',
      'Gerät',
      'Werbenetzwerk',
      'Werbenetzwerk (mit Suchnetzwerk-Partnern)',
      'Keyword',
    ],
    fr: [
      "Groupe d'annonces",
      'Annonce',
      'Appareil',
      'Réseau',
      'Réseau (avec partenaires du Réseau de Recherche)',
      'Mot clé',
    ],
    es: [
      'Grupo de anuncios',
      'Anuncio',
      'Dispositivo',
      'Red',
      'Red (con partners de búsqueda)',
      'Palabra clave',
    ],
  },
};

/** Meta Ads Manager "Export table data" (CSV or .xlsx), at campaign, ad set or ad level. */
export const META_COLUMNS: FormatColumns = {
  date: {
    en: ['Day', 'Reporting starts'],
    de: ['Tag', 'Berichtsbeginn'],
    fr: ['Jour', 'Début des rapports'],
    es: ['Día', 'Inicio del informe'],
  },
  ends: { en: ['Reporting ends'], de: ['Berichtsende'], fr: ['Fin des rapports'], es: ['Fin del informe'] },
  week: { en: ['Week'], de: ['Woche'], fr: ['Semaine'], es: ['Semana'] },
  month: { en: ['Month'], de: ['Monat'], fr: ['Mois'], es: ['Mes'] },
  campaign: {
    en: ['Campaign name'],
    de: ['Kampagnenname', 'Name der Kampagne'],
    fr: ['Nom de la campagne'],
    es: ['Nombre de la campaña'],
  },
  impressions: { en: ['Impressions'], de: ['Impressionen'], fr: ['Impressions'], es: ['Impresiones'] },
  clicks: {
    en: ['Link clicks', 'Clicks (all)'],
    de: ['Link-Klicks', 'Klicks (alle)'],
    fr: ['Clics sur un lien', 'Clics (tous)'],
    es: ['Clics en el enlace', 'Clics (todos)'],
  },
  conversions: { en: ['Results'], de: ['Ergebnisse'], fr: ['Résultats'], es: ['Resultados'] },
  resultIndicator: {
    en: ['Result indicator', 'Result type'],
    de: ['Ergebnisindikator', 'Ergebnistyp'],
    fr: ['Indicateur de résultats', 'Indicateur de résultat', 'Type de résultat'],
    es: ['Indicador de resultados', 'Indicador de resultado', 'Tipo de resultado'],
  },
  spend: {
    en: ['Amount spent'],
    de: ['Betrag ausgegeben', 'Ausgegebener Betrag'],
    fr: ['Montant dépensé'],
    es: ['Importe gastado', 'Importe gastado total'],
  },
  revenue: {
    en: ['Purchases conversion value', 'Website purchases conversion value', 'Purchase conversion value'],
    de: ['Conversion-Wert der Käufe', 'Conversion-Wert für Käufe'],
    fr: ['Valeur de conversion des achats', 'Valeur de conversion des achats sur le site web'],
    es: ['Valor de conversión de compras', 'Valor de conversión de las compras'],
  },
  currency: { en: ['Currency'], de: ['Währung'], fr: ['Devise'], es: ['Divisa', 'Moneda'] },
  level: {
    en: ['Ad set name', 'Ad name', 'Age', 'Gender', 'Placement', 'Platform', 'Country', 'Region'],
    de: [
      'Name der Anzeigengruppe',
      'Anzeigengruppenname',
      'Anzeigenname',
      'Name der Anzeige',
      'Alter',
      'Geschlecht',
      'Platzierung',
      'Plattform',
      'Land',
      'Region',
    ],
    fr: [
      "Nom de l'ensemble de publicités",
      'Nom de la publicité',
      'Âge',
      'Genre',
      'Placement',
      'Plateforme',
      'Pays',
      'Région',
    ],
    es: [
      'Nombre del conjunto de anuncios',
      'Nombre del anuncio',
      'Edad',
      'Sexo',
      'Ubicación',
      'Plataforma',
      'País',
      'Región',
    ],
  },
};

export const FORMAT_COLUMNS: Record<MetricsImportFormat, FormatColumns> = {
  northstar: NORTHSTAR_COLUMNS,
  'google-ads': GOOGLE_ADS_COLUMNS,
  meta: META_COLUMNS,
};

/** A format's columns without which no row can be read; the rest are taken as zero when absent (with a note). */
export const REQUIRED_ROLES: Record<MetricsImportFormat, readonly ColumnRole[]> = {
  northstar: ['date', 'campaign', 'channel', 'impressions', 'clicks', 'conversions', 'spend', 'revenue'],
  'google-ads': ['date', 'campaign', 'impressions', 'clicks', 'spend'],
  meta: ['date', 'campaign', 'impressions', 'spend'],
};

/** The English name messages use for a role's column in a format. */
export function englishName(format: MetricsImportFormat, role: ColumnRole): string {
  if (format === 'meta' && role === 'date') return 'Reporting starts';
  return FORMAT_COLUMNS[format][role]?.en?.[0] ?? role;
}
