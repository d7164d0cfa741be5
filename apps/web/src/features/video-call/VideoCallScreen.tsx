import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { appointmentsApi } from '../../api/appointments';
import { discoveryApi } from '../../api/discovery';
import { useRealtime } from '../../realtime';
import { Screen } from '../../ui/Screen';
import { Agenda } from './Agenda';
import { Scheduler } from './Scheduler';
import { useLoad } from './useLoad';
import styles from './VideoCall.module.css';

const fetchAgenda = async () => (await appointmentsApi.list()).appointments;

/** The ?userId= of the address, when it is a member id. */
function partnerIdOf(value: string | null): number | null {
  const id = value && /^\d{1,10}$/.test(value) ? Number(value) : null;
  return id && id > 0 ? id : null;
}

/**
 * SPEC §2.6 video calls, stored on the server: with ?userId= of a match, the scheduling view (next 7
 * days, six times, confirm); always the member's agenda of upcoming calls with their room links.
 */
export function VideoCallScreen() {
  const [params] = useSearchParams();
  const partnerId = partnerIdOf(params.get('userId'));
  const agenda = useLoad(fetchAgenda);
  // A call the other person planned appears in the agenda at once.
  useRealtime(
    (event) => {
      if (event.type === 'appointment') agenda.reload();
    },
    { onReconnect: agenda.reload },
  );
  // The partner's first name for the texts; the call is planned just the same without it.
  const fetchName = useCallback(
    async () => (partnerId ? (await discoveryApi.userProfile(partnerId)).firstName : null),
    [partnerId],
  );
  const name = useLoad(fetchName);
  const partnerName = name.load.status === 'ready' ? name.load.data : null;

  return (
    <Screen title="Appel vidéo" backTo="/pendingMatches">
      <section className={styles.section} aria-labelledby="video-call-plan">
        <h2 id="video-call-plan" className={styles.heading}>
          {partnerName ? `Planifier un appel avec ${partnerName}` : 'Planifier un appel'}
        </h2>
        {partnerId ? (
          <Scheduler
            key={partnerId}
            partnerId={partnerId}
            partnerName={partnerName}
            onBooked={agenda.reload}
          />
        ) : (
          <p className={styles.muted}>
            Choisissez la personne à appeler parmi vos <Link to="/pendingMatches">matchs en attente</Link>.
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="video-call-agenda">
        <h2 id="video-call-agenda" className={styles.heading}>
          Vos rendez-vous
        </h2>
        <Agenda load={agenda.load} retry={agenda.reload} />
      </section>
    </Screen>
  );
}
