import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('downloads the schema once, on the first check or preload, and checks with it', async () => {
    const load = vi.fn(async () => schema);
    const { resolver, preload } = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    const refused = await resolver({ name: ' ' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Name is required');
    const accepted = await resolver({ name: ' Ada ' }, undefined, options);
    expect(accepted).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledOnce();
  });

  it('lets the form through to the server when the schema cannot be downloaded, and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(schema);
    const { resolver } = lazyZodResolver<{ name: string }, { name: string }>(load);
    expect(await resolver({ name: '' }, undefined, options)).toEqual({ values: { name: '' }, errors: {} });
    const refused = await resolver({ name: '' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Name is required');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
