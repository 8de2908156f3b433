import { z } from 'zod';
import { OBJECTIVE_ALIASES, OBJECTIVE_MESSAGE, OBJECTIVES } from './objectives-rules';

/** The objective list, labels and message live in objectives-rules.ts (zod-free). */
export * from './objectives-rules';

// The accepted spellings are an enum on the input, so the API document lists them (the aliases included).
export const objectiveSchema = z
  .enum([...OBJECTIVES, ...(Object.keys(OBJECTIVE_ALIASES) as (keyof typeof OBJECTIVE_ALIASES)[])], {
    error: OBJECTIVE_MESSAGE,
  })
  .transform((value) => OBJECTIVE_ALIASES[value] ?? value)
  .pipe(z.enum(OBJECTIVES, { error: OBJECTIVE_MESSAGE }));
