/**
 * Whether a Meta export's "Results" are conversions (issue 29, item 3). A Meta campaign's result is what its
 * objective optimises for, and the export says which in its "Result indicator" (e.g.
 * `actions:offsite_conversion.fb_pixel_purchase`, `reach`) or "Result type" (e.g. "Website purchases", "Reach")
 * column. Purchases, leads, registrations and the like are conversions; reach, clicks, views and engagement are not.
 */

/** Words that name a conversion outright, in the export languages. */
const CONVERSION =
  /purchase|lead|registr|subscri|trial|application|contact|schedule|donat|install|checkout|achat|prospect|inscri|kauf|käuf|abonn|compra|cliente.?potencial|suscrip|solicitud|instalaci/i;
/** Results short of a conversion: reach, clicks, views, engagement, messaging. */
const NOT_CONVERSION =
  /reach|impression|click|clic|klick|view|vue|aufruf|reproducci|thruplay|engagement|interaction|like|follow|landing_page|profile_visit|couverture|reichweite|alcance|messag|nachricht|conversation/i;
/** A conversion event with no more specific word ("offsite_conversion.custom"). */
const GENERIC_CONVERSION = /conversion|konversion|conversión/i;

export type ResultKind = { conversion: true } | { conversion: false; label: string };

/** What a row's result is; null for an empty indicator (a row with no result). */
export function classifyResult(indicator: string): ResultKind | null {
  const text = indicator.trim();
  if (text === '') return null;
  if (CONVERSION.test(text)) return { conversion: true };
  if (!NOT_CONVERSION.test(text) && GENERIC_CONVERSION.test(text)) return { conversion: true };
  return { conversion: false, label: readableKind(text) };
}

/** "actions:video_view" → "video view"; "Reach" → "reach". */
function readableKind(text: string): string {
  return text
    .replace(/^actions:/i, '')
    .replace(/^offsite_conversion\.fb_pixel_/i, '')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
}
