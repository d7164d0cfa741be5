import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazyResolver';

type Values = { email: string };

describe('lazyResolver', () => {
  it('loads the resolver on the first check only, and answers what it answers', async () => {
    const inner = vi.fn<Resolver<Values>>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => inner);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    expect(load).not.toHaveBeenCalled();

    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    await expect(resolver({ email: 'a@b.fr' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.fr' },
      errors: {},
    });
    await resolver({ email: 'c@d.fr' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(2);
    expect(inner).toHaveBeenLastCalledWith({ email: 'c@d.fr' }, undefined, options);
  });
});
