import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from './Spinner';

/**
 * A screen loaded on first visit: each screen is its own chunk, so a page downloads its code
 * and not the whole app's. `name` picks the named export of the module.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  const Screen = lazy(async () => {
    const component: ComponentType = (await load())[name];
    return { default: component };
  });
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  );
}
