import {
  verificationMessages as m,
  VERIFICATION_NOTE_MAX_LENGTH,
  VERIFICATION_REFUSAL_REASONS,
  type VerificationDecisionRequest,
  type VerificationRefusalReason,
  type VerificationReview,
} from '@lien/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/client';
import { Button, LinkButton } from '../../ui/Button';
import { RadioGroup } from '../../ui/ChoiceField';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { TextAreaField } from '../../ui/TextAreaField';
import moderation from '../moderation/Moderation.module.css';
import { useDecideVerificationMutation, useVerificationReviewQuery } from './queries';
import styles from './Verification.module.css';

/** /moderation/verifications/:id: the route's wrapper. */
export function VerificationReviewScreen() {
  const { id } = useParams();
  return <VerificationReviewView id={Number(id)} />;
}

/** One sent selfie with the gesture asked, beside the member's profile photos; then the decision. */
export function VerificationReviewView({ id }: { id: number }) {
  const review = useVerificationReviewQuery(id);
  return (
    <Screen title={m.reviewTitle} backTo="/moderation">
      {review.isPending && <Spinner />}
      {review.isError && (
        <LoadFailed message={errorText(review.error, m.reviewFailed)} onRetry={() => void review.refetch()}>
          <LinkButton variant="link" to="/moderation">
            {m.queueTitle}
          </LinkButton>
        </LoadFailed>
      )}
      {review.data && <ReviewDetails review={review.data} />}
    </Screen>
  );
}

function ReviewDetails({ review }: { review: VerificationReview }) {
  const { verification, selfie, photoUrls } = review;
  const name = verification.member.firstName;
  return (
    <div className={styles.stack}>
      <p className={styles.gesture}>{m.requestedGesture(verification.gesture)}</p>
      <div className={styles.side}>
        <figure className={styles.figure}>
          <img src={selfie} alt={m.selfieLabel(verification.gesture)} />
          <figcaption className={moderation.meta}>{m.previewLabel}</figcaption>
        </figure>
        {photoUrls[0] && (
          <figure className={styles.figure}>
            <img src={photoUrls[0]} alt={`${name}, 1`} />
            <figcaption className={moderation.meta}>{m.profilePhotos}</figcaption>
          </figure>
        )}
      </div>
      {photoUrls.length > 1 && (
        <div className={styles.photos}>
          {photoUrls.slice(1).map((url, index) => (
            <img key={url} src={url} alt={`${name}, ${index + 2}`} />
          ))}
        </div>
      )}
      <VerificationDecisionForm verificationId={verification.id} />
    </div>
  );
}

/** Approve, or refuse with one of the reasons and words of the moderator's; back to the queue after. */
export function VerificationDecisionForm({ verificationId }: { verificationId: number }) {
  const navigate = useNavigate();
  const decide = useDecideVerificationMutation();
  const [reason, setReason] = useState<VerificationRefusalReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (body: VerificationDecisionRequest, notice: string) => {
    setError(null);
    decide.mutate(body, {
      onSuccess: () => navigate('/moderation', { state: { notice } }),
      onError: (failure) => setError(errorText(failure, m.decisionFailed)),
    });
  };
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(m.reasonRequired);
    const words = note.trim();
    send({ verificationId, outcome: 'refuse', reason, ...(words && { note: words }) }, m.refusedNotice);
  };

  return (
    <form className={moderation.form} onSubmit={refuse} noValidate>
      <Button
        block
        disabled={decide.isPending}
        onClick={() => send({ verificationId, outcome: 'approve' }, m.approvedNotice)}
      >
        {m.approve}
      </Button>
      <RadioGroup
        legend={m.refusalReason}
        name="refusal-reason"
        stacked
        choices={VERIFICATION_REFUSAL_REASONS.map((value) => ({ value, label: value }))}
        value={reason}
        onValueChange={setReason}
      />
      <TextAreaField
        label={m.refusalNote}
        value={note}
        maxLength={VERIFICATION_NOTE_MAX_LENGTH}
        onChange={(event) => setNote(event.target.value)}
      />
      {error && <FormError>{error}</FormError>}
      <Button type="submit" variant="secondary" block disabled={decide.isPending}>
        {m.refuse}
      </Button>
    </form>
  );
}
