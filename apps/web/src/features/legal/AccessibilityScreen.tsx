import { legalMessages } from '@lien/contract/texts';
import { lazy, Suspense } from 'react';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { useLegalTextQuery } from './queries';

const Markdown = lazy(() => import('../auth/signup/Markdown'));

/**
 * /accessibilite: the accessibility statement (RGAA, European Accessibility Act; issue #29), a page
 * anyone can read, linked from the welcome page's footer and from Aide.
 */
export function AccessibilityScreen() {
  const statement = useLegalTextQuery('accessibility');
  return (
    <Screen title="Déclaration d'accessibilité">
      {statement.isPending && <Spinner />}
      {statement.isError && (
        <LoadFailed message={legalMessages.accessibilityFailed} onRetry={() => void statement.refetch()} />
      )}
      {statement.data && (
        <Suspense fallback={<Spinner />}>
          <Markdown text={statement.data} titled />
        </Suspense>
      )}
    </Screen>
  );
}
