import { APPOINTMENT_TIMES } from '@lien/contract';
import { dayLabels } from './format';
import styles from './VideoCall.module.css';

export type AppointmentTime = (typeof APPOINTMENT_TIMES)[number];

/** One proposed day as GET /api/appointment_slots answers it. */
export interface SlotDay {
  date: string;
  slots: { time: AppointmentTime; available: boolean }[];
}

export interface SlotPickerProps {
  days: SlotDay[];
  date: string | null;
  time: AppointmentTime | null;
  onDate: (date: string) => void;
  onTime: (time: AppointmentTime) => void;
}

/** Why a time cannot be chosen, said to screen readers (the eye sees it struck through). */
function unavailability(day: SlotDay, time: AppointmentTime): string | null {
  const slot = day.slots.find((candidate) => candidate.time === time);
  if (!slot) return 'horaire passé';
  return slot.available ? null : 'créneau déjà pris';
}

/**
 * PRODUCT §2.6 scheduling: one of the next 7 days, then one of the six times. Native radio groups, so
 * arrow keys move within a group; taken or past times stay listed, disabled, with their reason.
 */
export function SlotPicker({ days, date, time, onDate, onTime }: SlotPickerProps) {
  const day = days.find((candidate) => candidate.date === date) ?? null;
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Choisissez un jour</legend>
        <div className={styles.days}>
          {days.map((candidate) => {
            const labels = dayLabels(candidate.date);
            const full = candidate.slots.every((slot) => !slot.available);
            return (
              <label key={candidate.date} className={styles.option}>
                <input
                  type="radio"
                  name="appointment-day"
                  className={styles.radio}
                  value={candidate.date}
                  checked={candidate.date === date}
                  onChange={() => onDate(candidate.date)}
                />
                <span className={styles.face}>
                  <span aria-hidden="true" className={styles.weekday}>
                    {labels.weekday}
                  </span>
                  <span aria-hidden="true" className={styles.dayMonth}>
                    {labels.dayMonth}
                  </span>
                  <span className="visually-hidden">{full ? `${labels.full}, complet` : labels.full}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {day && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Choisissez une heure ({dayLabels(day.date).full})</legend>
          <div className={styles.times}>
            {APPOINTMENT_TIMES.map((candidate) => {
              const reason = unavailability(day, candidate);
              return (
                <label key={candidate} className={styles.option}>
                  <input
                    type="radio"
                    name="appointment-time"
                    className={styles.radio}
                    value={candidate}
                    disabled={reason !== null}
                    checked={candidate === time}
                    onChange={() => onTime(candidate)}
                  />
                  {/* One text node for the name: "11:00, créneau déjà pris" in a single piece. */}
                  <span className={styles.face}>
                    {reason ? (
                      <>
                        <span aria-hidden="true">{candidate}</span>
                        <span className="visually-hidden">{`${candidate}, ${reason}`}</span>
                      </>
                    ) : (
                      candidate
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </>
  );
}
