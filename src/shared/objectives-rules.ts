/**
 * Campaign objectives without zod (docs/architecture.md, "Shared rules without zod"): the list, labels and aliases
 * screens read. objectiveSchema is in objectives.ts, which re-exports all of this.
 */

export const OBJECTIVES = ['awareness', 'conversion', 'retention', 'traffic'] as const;
export type Objective = (typeof OBJECTIVES)[number];
/** DESIGN §6: the other spelling the product uses, accepted and stored as ours. */
export const OBJECTIVE_ALIASES: Record<string, Objective> = {
  brand_awareness: 'awareness',
  conversions: 'conversion',
};
export const OBJECTIVE_LABELS: Record<Objective, string> = {
  awareness: 'Brand Awareness',
  conversion: 'Conversion',
  retention: 'Customer Retention',
  traffic: 'Traffic',
};
/** The wizard's three objective cards (SPEC §2), named as everywhere else. */
export const WIZARD_OBJECTIVES = (['awareness', 'conversion', 'retention'] as const).map((value) => ({
  value,
  label: OBJECTIVE_LABELS[value],
}));

export const OBJECTIVE_MESSAGE = 'Please select a campaign objective';
