import { z } from 'zod';
import { OBJECTIVE_ALIASES, OBJECTIVE_MESSAGE, OBJECTIVES } from './objectives-rules';

/** The objective list, labels and message live in objectives-rules.ts (zod-free). */
export * from './objectives-rules';

export const objectiveSchema = z
  .string({ error: OBJECTIVE_MESSAGE })
  .transform((value) => OBJECTIVE_ALIASES[value] ?? value)
  .pipe(z.enum(OBJECTIVES, { error: OBJECTIVE_MESSAGE }));
