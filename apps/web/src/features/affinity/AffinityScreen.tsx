import { discoveryMessages } from '@lien/contract/texts';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { useMutationInFlight } from '../../api/useMutationInFlight';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { parseUserId } from '../profile-view/useViewedProfile';
import styles from './Affinity.module.css';
import { AffinityResult } from './AffinityResult';
import { AffinityWithMember } from './AffinityWithMember';
import { MyPersonalityId } from './MyPersonalityId';
import { affinityKeys, useCompareAffinityMutation, useMyPersonalityIdQuery } from './queries';

/** Shown when the server gives no reason of its own (it names unknown IDs, one's own ID, no test). */
const COMPARE_FAILED = 'La comparaison a échoué. Veuillez réessayer.';

/**
 * PRODUCT §2.6 affinity comparison, on the server's real figures (DESIGN, Matching): the member's own
 * ID to share, a partner's ID to enter, and the six categories once compared. Comparing needs both IDs.
 * Opened from a profile (?userId=, 'Comparer nos affinités'), it first shows the comparison with
 * that person, once the member's own questionnaire is done.
 */
export function AffinityScreen() {
  const [params] = useSearchParams();
  const memberId = parseUserId(params.get('userId'));
  const myId = useMyPersonalityIdQuery();
  const [partnerId, setPartnerId] = useState('');
  const comparison = useCompareAffinityMutation();
  const inFlight = useMutationInFlight(affinityKeys.compare());
  const pending = comparison.isPending;
  const failure = comparison.error && errorText(comparison.error, COMPARE_FAILED);
  const hasOwnId = typeof myId.data?.personalityId === 'string';
  const noTestYet = myId.data?.personalityId === null;
  const canCompare = hasOwnId && partnerId.trim() !== '' && !pending;

  const compare = (event: FormEvent) => {
    event.preventDefault();
    if (!canCompare || inFlight()) return;
    comparison.mutate(partnerId.trim());
  };

  return (
    <Screen
      title="Comparaison d'affinités"
      backTo={
        memberId
          ? `/viewProfile?${new URLSearchParams({ userId: String(memberId), from: 'sent' })}`
          : undefined
      }
    >
      <div className={styles.stack}>
        {memberId && hasOwnId && <AffinityWithMember userId={memberId} />}
        {memberId && noTestYet && <p className={styles.card}>{discoveryMessages.questionnaireRequired}</p>}
        <MyPersonalityId />
        <form className={styles.card} noValidate onSubmit={compare}>
          <TextField
            label="Identifiant de votre partenaire"
            value={partnerId}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            hint={noTestYet ? 'La comparaison sera possible une fois votre test effectué.' : undefined}
            onChange={(event) => {
              if (comparison.isError) comparison.reset();
              setPartnerId(event.target.value);
            }}
          />
          <FormError>{failure}</FormError>
          <Button type="submit" block disabled={!canCompare}>
            {pending ? 'Comparaison en cours...' : 'Comparer'}
          </Button>
        </form>
        {comparison.data && (
          // IDs are written in capitals (the server reads them in any case): the heading shows them so.
          <AffinityResult result={comparison.data} partner={comparison.variables.toUpperCase()} />
        )}
      </div>
    </Screen>
  );
}
