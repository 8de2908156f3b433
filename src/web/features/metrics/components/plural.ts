import { formatInteger } from '../../../lib/format';

/** '1 row' / '1,204 rows' */
export const plural = (count: number, one: string, many: string) =>
  `${formatInteger(count)} ${count === 1 ? one : many}`;
