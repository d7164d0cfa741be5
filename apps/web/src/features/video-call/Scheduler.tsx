import { APPOINTMENT_MINUTES, type Appointment } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { Button, LinkButton } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { appointmentWhen, dayLabels } from './format';
import type { ReturnLink } from './paths';
import { useAppointmentSlots, useCreateAppointmentMutation } from './queries';
import { type AppointmentTime, SlotPicker } from './SlotPicker';
import styles from './VideoCall.module.css';

/** Shown when the slots cannot be loaded and the server gave no reason. */
export const SLOTS_LOAD_FAILED = 'Impossible de charger les créneaux disponibles.';
/** Shown when a booking fails without a reason from the server (network, server error). */
export const BOOKING_FAILED = "Le rendez-vous n'a pas pu être confirmé. Veuillez réessayer.";

export interface SchedulerProps {
  partnerId: number;
  /** The partner's first name once known; the texts do without it until then. */
  partnerName: string | null;
  /** Where the confirmation leads back to: where the planning started. */
  back: ReturnLink;
}

function Confirmation({
  appointment,
  partnerName,
  back,
}: {
  appointment: Appointment;
  partnerName: string | null;
  back: ReturnLink;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = appointmentWhen(appointment.startsAt, appointment.durationMinutes);
  const withWhom = partnerName ? ` avec ${partnerName}` : '';
  return (
    <div className={styles.confirmation}>
      <h3 ref={heading} tabIndex={-1} className={styles.confirmed}>
        {chatMessages.appointmentConfirmed}
      </h3>
      <p>
        Votre appel vidéo{withWhom} aura lieu le {when.day} à {when.from} ({appointment.durationMinutes}{' '}
        minutes).
      </p>
      <p>
        Un e-mail de confirmation avec le lien de connexion vous a été envoyé
        {partnerName ? `, ainsi qu'à ${partnerName}` : ''}.
      </p>
      <LinkButton to={back.to} variant="secondary">
        {back.label}
      </LinkButton>
    </div>
  );
}

/**
 * PRODUCT §2.6 scheduling view with one match: a day among the next 7, a time among the six, confirm.
 * The server decides what is free; a slot taken meanwhile (409) or no longer proposed (400) shows its
 * French message and the slots are loaded again.
 */
export function Scheduler({ partnerId, partnerName, back }: SchedulerProps) {
  const slots = useAppointmentSlots(partnerId);
  const [date, setDate] = useState<string | null>(null);
  const [chosenTime, setTime] = useState<AppointmentTime | null>(null);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const booking = useCreateAppointmentMutation();
  const pending = booking.isPending;
  const failure = booking.isError ? errorText(booking.error, BOOKING_FAILED) : null;

  if (booked) return <Confirmation appointment={booked} partnerName={partnerName} back={back} />;
  if (!slots.data) {
    if (!slots.isError) return <Spinner label="Chargement des créneaux..." />;
    const refused = slots.error instanceof ApiError && slots.error.status === 403;
    return (
      <LoadFailed
        message={errorText(slots.error, SLOTS_LOAD_FAILED)}
        onRetry={refused ? undefined : () => void slots.refetch()}
      />
    );
  }
  const days = slots.data;

  // A time chosen, then taken by someone else's booking heard live, no longer counts as chosen.
  const chosenDay = days.find((candidate) => candidate.date === date);
  const time = chosenDay?.slots.some((slot) => slot.time === chosenTime && slot.available)
    ? chosenTime
    : null;

  const confirm = () => {
    if (!date || !time || pending) return;
    booking.mutate(
      { partnerId, date, time },
      {
        onSuccess: ({ appointment }) => setBooked(appointment),
        // A time taken meanwhile or no longer proposed is chosen again from the times reloaded.
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 400)) setTime(null);
        },
      },
    );
  };

  return (
    <div className={styles.scheduler}>
      <SlotPicker
        days={days}
        date={date}
        time={time}
        onDate={(chosen) => {
          setDate(chosen);
          setTime(null);
        }}
        onTime={(chosen) => {
          if (booking.isError) booking.reset();
          setTime(chosen);
        }}
      />
      {date && time && (
        <p className={styles.summary}>
          {dayLabels(date).full} à {time}, {APPOINTMENT_MINUTES} minutes
          {partnerName ? ` avec ${partnerName}` : ''}.
        </p>
      )}
      <FormError>{failure}</FormError>
      <Button block disabled={!date || !time || pending} onClick={confirm}>
        {pending ? 'Confirmation en cours...' : 'Confirmer le rendez-vous'}
      </Button>
    </div>
  );
}
