import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '../../shared/auth-rules';
import { isCommonPassword, loadCommonPasswords } from './passwords';

describe('the common-password list', () => {
  it('holds at least 10,000 leaked passwords long enough to pass the length rule', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    expect([...list].every((word) => word.length >= PASSWORD_MIN)).toBe(true);
  });

  it('refuses well-known leaked passwords whatever their case', async () => {
    for (const password of ['password', '12345678', 'iloveyou', 'sunshine', 'trustno1', 'qwerty123']) {
      expect(await isCommonPassword(password)).toBe(true);
    }
    expect(await isCommonPassword('Password1')).toBe(true);
  });

  it('accepts a long passphrase that is on no list', async () => {
    expect(await isCommonPassword('violet-ferry-anchors-midnight')).toBe(false);
  });
});
