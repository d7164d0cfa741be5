import { type BlockedProfile, blockMessages } from '@lien/contract';
import { useEffect, useState } from 'react';
import { blocksApi } from '../../api/blocks';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import styles from './Privacy.module.css';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profiles: BlockedProfile[] };

/**
 * The blocked profiles (SPEC §2.6, made real): the members this member reported, each with an
 * unblock button that lifts the report, so that the two may meet again.
 */
export function BlockedProfilesDialog({ onClose }: { onClose: () => void }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let live = true;
    blocksApi.list().then(
      ({ profiles }) => live && setLoad({ status: 'ready', profiles }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const unblock = async (profile: BlockedProfile) => {
    if (busy !== null) return;
    setBusy(profile.id);
    setError('');
    setNotice('');
    try {
      await blocksApi.unblock(profile.id);
      setLoad((current) =>
        current.status === 'ready'
          ? { status: 'ready', profiles: current.profiles.filter((p) => p.id !== profile.id) }
          : current,
      );
      setNotice(`${profile.firstName} : ${blockMessages.unblocked}`);
    } catch (failure) {
      setError(errorText(failure, blockMessages.unblockFailed));
    } finally {
      setBusy(null);
    }
  };

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
      {load.status === 'loading' && <Spinner label="Chargement des profils bloqués..." />}
      {load.status === 'failed' && <FormError>{blockMessages.loadFailed}</FormError>}
      {load.status === 'ready' &&
        (load.profiles.length === 0 ? (
          <p className={styles.empty}>{blockMessages.empty}</p>
        ) : (
          <ul className={styles.blocked}>
            {load.profiles.map((profile) => (
              <li key={profile.id} className={styles.blockedRow}>
                {profile.photoUrl ? (
                  <img src={profile.photoUrl} alt="" className={styles.avatar} />
                ) : (
                  <span className={styles.avatar} aria-hidden="true" />
                )}
                <span className={styles.name}>{profile.firstName}</span>
                <Button
                  variant="secondary"
                  aria-label={`Débloquer ${profile.firstName}`}
                  aria-disabled={busy !== null}
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
