import { errorText } from '../../api/client';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { appointmentWhen } from './format';
import { useUpcomingAppointments } from './queries';
import styles from './VideoCall.module.css';

/** Shown when the agenda cannot be loaded. */
export const AGENDA_LOAD_FAILED = 'Impossible de charger vos rendez-vous.';
/** The agenda with nothing ahead. */
export const NO_APPOINTMENT = 'Aucun rendez-vous à venir.';

/** PRODUCT §2.6 agenda: the member's upcoming calls, 30 minutes each, with the partner and the room link. */
export function Agenda() {
  const agenda = useUpcomingAppointments();
  if (!agenda.data) {
    if (!agenda.isError) return <Spinner label="Chargement des rendez-vous..." />;
    return (
      <LoadFailed
        message={errorText(agenda.error, AGENDA_LOAD_FAILED)}
        onRetry={() => void agenda.refetch()}
      />
    );
  }
  if (agenda.data.length === 0) return <p className={styles.muted}>{NO_APPOINTMENT}</p>;
  return (
    <ul className={styles.agenda}>
      {agenda.data.map((appointment) => {
        const when = appointmentWhen(appointment.startsAt, appointment.durationMinutes);
        const { firstName, photoUrl } = appointment.partner;
        return (
          <li key={appointment.id} className={styles.appointment}>
            {photoUrl ? (
              <img className={styles.avatar} src={photoUrl} alt="" />
            ) : (
              <span className={[styles.avatar, styles.initial].join(' ')} aria-hidden="true">
                {firstName.slice(0, 1)}
              </span>
            )}
            <div className={styles.appointmentText}>
              <h3 className={styles.partner}>Appel vidéo avec {firstName}</h3>
              <p className={styles.muted}>
                <time dateTime={appointment.startsAt}>
                  {when.day}, de {when.from} à {when.to}
                </time>
              </p>
              <a
                href={appointment.roomUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Rejoindre l'appel avec ${firstName} (nouvel onglet)`}
              >
                Rejoindre l'appel
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
