import { type BlockedProfile, blockMessages } from '@lien/contract';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import styles from '../privacy/Privacy.module.css';
import { useBlockedProfiles, useUnblockMutation } from './queries';

/**
 * The blocked profiles (PRODUCT §2.6, made real): the members this member blocked or reported, each
 * saying which, with an unblock button that lifts it, so that the two may meet again.
 */
export function BlockedProfilesDialog({ onClose }: { onClose: () => void }) {
  const blocked = useBlockedProfiles();
  const unblocking = useUnblockMutation();
  const [notice, setNotice] = useState('');

  const unblock = (profile: BlockedProfile) => {
    if (unblocking.isPending) return;
    setNotice('');
    unblocking.mutate(profile.id, {
      onSuccess: () => setNotice(`${profile.firstName} : ${blockMessages.unblocked}`),
    });
  };
  const error = unblocking.isError ? errorText(unblocking.error, blockMessages.unblockFailed) : '';

  return (
    <Modal
      title="Profils bloqués"
      onClose={onClose}
      footer={
        <Button variant="secondary" block onClick={onClose}>
          Fermer
        </Button>
      }
    >
      {blocked.isPending && <Spinner label="Chargement des profils bloqués..." />}
      {blocked.isError && !blocked.data && (
        <LoadFailed message={blockMessages.loadFailed} onRetry={() => void blocked.refetch()} />
      )}
      {blocked.data &&
        (blocked.data.length === 0 ? (
          <p className={styles.empty}>{blockMessages.empty}</p>
        ) : (
          <ul className={styles.blocked}>
            {blocked.data.map((profile) => (
              <li key={profile.id} className={styles.blockedRow}>
                {profile.photoUrl ? (
                  <img src={profile.photoUrl} alt="" className={styles.avatar} />
                ) : (
                  <span className={styles.avatar} aria-hidden="true" />
                )}
                <span className={styles.name}>
                  {profile.firstName}
                  <span className={styles.blockKind}>
                    {profile.reported ? blockMessages.reportedLine : blockMessages.blockedLine}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={`Débloquer ${profile.firstName}`}
                  aria-disabled={unblocking.isPending}
                  onClick={() => unblock(profile)}
                >
                  Débloquer
                </Button>
              </li>
            ))}
          </ul>
        ))}
      <FormError>{error}</FormError>
      <FormNotice>{notice}</FormNotice>
    </Modal>
  );
}
