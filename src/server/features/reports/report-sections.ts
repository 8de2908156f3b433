import type { ForecastAccuracy } from '../../../shared/forecast';
import type {
  AudienceSection,
  CampaignSection,
  ExecutiveSection,
  PerformanceReport,
  RoiSection,
} from '../../../shared/reports';

/**
 * How one format (PDF, CSV) writes each section of a report to `out`: its document, or its rows; `currency` is the
 * report's (the workspace currency its amounts are in).
 */
export interface ReportSectionWriters<Out> {
  /** `locale`: the workspace's, which dates are written in (the PDF's chart axis). */
  executive(out: Out, section: ExecutiveSection, currency: string, locale: string): void;
  campaign(out: Out, section: CampaignSection, currency: string): void;
  roi(out: Out, section: RoiSection, currency: string): void;
  audience(out: Out, section: AudienceSection, currency: string): void;
  insights(out: Out, report: PerformanceReport): void;
  appliedResults(out: Out, report: PerformanceReport): void;
  forecastAccuracy(out: Out, accuracy: ForecastAccuracy): void;
}

/** Writes the sections a report of its type carries, in the one order every format shows them. */
export function writeReportSections<Out>(
  report: PerformanceReport,
  out: Out,
  writers: ReportSectionWriters<Out>,
): void {
  if (report.executive) writers.executive(out, report.executive, report.currency, report.locale);
  if (report.campaign) writers.campaign(out, report.campaign, report.currency);
  if (report.roi) writers.roi(out, report.roi, report.currency);
  if (report.audience) writers.audience(out, report.audience, report.currency);
  if (report.type === 'comprehensive' && report.insights.length) writers.insights(out, report);
  if (report.appliedResults.length) writers.appliedResults(out, report);
  // Without a campaign to measure, the track record is a sentence the screen shows; the files leave it out.
  if (report.forecastAccuracy?.campaigns) writers.forecastAccuracy(out, report.forecastAccuracy);
}
