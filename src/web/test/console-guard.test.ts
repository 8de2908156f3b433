import { describe, expect, it } from 'vitest';
import { guardConsole, releaseConsole } from './console-guard';

// The setup file guards every test; these check the guard itself, outside that (released first, guarded again after).
describe('the console guard', () => {
  it('fails a test that wrote an error or a warning it did not expect, naming what was written', () => {
    releaseConsole();
    guardConsole();
    console.error('Warning: Each child in a list should have a unique "key" prop.');
    console.warn('deprecated');
    expect(() => releaseConsole()).toThrow(/unique "key" prop[\s\S]*console\.warn: deprecated/);
    guardConsole();
  });

  it('lets a quiet test pass', () => {
    releaseConsole();
    guardConsole();
    expect(() => releaseConsole()).not.toThrow();
    guardConsole();
  });
});
