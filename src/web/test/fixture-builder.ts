/**
 * A test-data builder: the defaults, made afresh on each call (some are relative to now, and a test may change what
 * it gets), with the test's overrides on top.
 */
export function fixtureBuilder<T extends object>(defaults: () => T) {
  return (overrides: Partial<T> = {}): T => ({ ...defaults(), ...overrides });
}
