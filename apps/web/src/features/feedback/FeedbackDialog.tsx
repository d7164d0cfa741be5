import { FEEDBACK_COMMENT_MAX_LENGTH, feedbackMessages as t } from '@lien/contract';
import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN, stripHtml } from '@lien/contract/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { TextAreaField } from '../../ui/TextAreaField';
import { StarIcon } from '../shell/icons';
import styles from './Feedback.module.css';
import { useSubmitFeedbackMutation } from './queries';

const RATINGS = Array.from(
  { length: FEEDBACK_RATING_MAX - FEEDBACK_RATING_MIN + 1 },
  (_, index) => FEEDBACK_RATING_MIN + index,
);

/**
 * The feedback dialog (PRODUCT §2.5, §5, §8): a rating from 1 to 5, required, as five radio buttons drawn
 * as stars (arrow keys move between them), and an optional comment. Sent with the session when there
 * is one, anonymously otherwise; a thank-you replaces the form once it is sent.
 */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const send = useSubmitFeedbackMutation();
  // The form's own refusal (no rating yet); else the sending's failure.
  const [invalid, setInvalid] = useState('');
  const error = invalid || (send.isError ? t.sendFailed : '');
  const name = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // The submit button leaves with the form: the focus goes to the thank-you's close button, not to nowhere.
  useEffect(() => {
    if (send.isSuccess) closeRef.current?.focus();
  }, [send.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (rating < FEEDBACK_RATING_MIN) {
      setInvalid(t.ratingRequired);
      return;
    }
    setInvalid('');
    const text = stripHtml(comment);
    send.mutate(text ? { rating, comment: text } : { rating });
  };

  if (send.isSuccess) {
    return (
      <Modal
        title={t.title}
        onClose={onClose}
        footer={
          <Button ref={closeRef} block onClick={onClose}>
            {t.close}
          </Button>
        }
      >
        <p role="status" className={styles.thanks}>
          <strong>{t.thanks}</strong> {t.thanksDetail}
        </p>
      </Modal>
    );
  }

  return (
    <Modal title={t.title} onClose={onClose}>
      <form onSubmit={submit} noValidate className={styles.form}>
        <fieldset className={styles.stars}>
          <legend className={styles.legend}>{t.ratingLegend}</legend>
          <div className={styles.starRow}>
            {RATINGS.map((value) => (
              <label key={value} className={[styles.star, value <= rating ? styles.lit : ''].join(' ')}>
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setInvalid('');
                    if (send.isError) send.reset();
                  }}
                  className={styles.radio}
                />
                <StarIcon />
                <span className="visually-hidden">{t.ratingLabel(value)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={t.commentLabel}
          value={comment}
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
          rows={4}
          onChange={(event) => setComment(event.target.value)}
        />
        <FormError>{error}</FormError>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
          <Button type="submit" aria-disabled={send.isPending}>
            {send.isPending ? t.sending : t.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
