import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (a zod schema and zod itself) loads with the form's first check rather
 * than with the screen: the public screens paint and come alive without zod. A resolver is
 * asynchronous anyway, so the form behaves the same, messages included; the import is made once.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let resolver: Promise<Resolver<Input, Context, Output>> | null = null;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}
