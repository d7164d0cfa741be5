import { errorText } from '../../api/client';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import styles from './Affinity.module.css';
import { AffinityResult } from './AffinityResult';
import { useAffinityWithMember } from './queries';

/** Shown when the member's figures cannot be loaded and the server gave no reason. */
export const MEMBER_AFFINITY_FAILED = 'Impossible de charger vos affinités avec ce profil.';

/** The comparison with the member a profile view came from: their six figures, or why not. */
export function AffinityWithMember({ userId }: { userId: number }) {
  const query = useAffinityWithMember(userId);
  if (query.data) return <AffinityResult result={query.data.reply} partner={query.data.firstName} />;
  if (query.isError) {
    return (
      <div className={styles.card}>
        <LoadFailed
          message={errorText(query.error, MEMBER_AFFINITY_FAILED)}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <Spinner label="Chargement de vos affinités..." />;
}
