import { type LearnedCategory, type LearnedWeightsReply, learningMessages as t } from '@lien/contract';
import { QUESTION_CATEGORIES } from '@lien/contract/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import styles from './Learning.module.css';
import { useLearnedWeightsQuery, useResetLearningMutation } from './queries';

const labelOf = new Map(QUESTION_CATEGORIES.map((category) => [category.id, category.label]));
const ARROWS = { more: '↑', less: '↓', unchanged: '=' } as const;

/** One affinity category: its name, where it goes, and how many answers say so. */
function CategoryRow({ category }: { category: LearnedCategory }) {
  return (
    <li className={styles.row} data-direction={category.direction}>
      <span className={styles.arrow} aria-hidden="true">
        {ARROWS[category.direction]}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{labelOf.get(category.category)}</span>
        <span className="visually-hidden"> : </span>
        <strong className={styles.direction}>{t.directions[category.direction]}</strong>
        <span className="visually-hidden">, </span>
        <span className={styles.basedOn}>{t.basedOn(category.answers)}</span>
      </span>
    </li>
  );
}

/** What was learned: the summary and the six categories, or the empty state. */
function Learned({ learned }: { learned: LearnedWeightsReply }) {
  const listId = useId();
  if (learned.answers === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <>
      <p id={listId} className={styles.summary}>
        {t.summary(learned.answers)}
      </p>
      <ul className={styles.list} aria-labelledby={listId}>
        {learned.categories.map((category) => (
          <CategoryRow key={category.category} category={category} />
        ))}
      </ul>
    </>
  );
}

/**
 * « Ce que Lien a appris de vos rencontres » (issue #27, PRODUCT §2.6): per affinity category, whether
 * the member's « Vous vous êtes vus ? » answers made it count more, less, or left it, with how many
 * answers each is based on; the empty state before any; « Réinitialiser » with a confirmation. Once
 * reset, the confirmation takes the focus (the button it came from is gone with what was learned).
 */
export function LearningScreen() {
  const learned = useLearnedWeightsQuery();
  const reset = useResetLearningMutation();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  return (
    <Screen title={t.title}>
      <p className={styles.lead}>{t.lead}</p>
      <p className={styles.lead}>{t.figureUnchanged}</p>
      {done && (
        <p ref={doneRef} tabIndex={-1} role="status" className={styles.done}>
          {t.resetDone}
        </p>
      )}
      {learned.isPending && <Spinner label={t.loading} />}
      {learned.isError && !learned.data && (
        <LoadFailed message={t.loadFailed} onRetry={() => void learned.refetch()} />
      )}
      {learned.data && <Learned learned={learned.data} />}
      {learned.data && learned.data.answers > 0 && (
        <Button
          variant="secondary"
          block
          aria-haspopup="dialog"
          onClick={() => {
            reset.reset();
            setDone(false);
            setConfirming(true);
          }}
        >
          {t.reset}
        </Button>
      )}
      {confirming && (
        <Modal
          title={t.resetTitle}
          onClose={() => setConfirming(false)}
          footer={
            <div className={styles.footer}>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t.cancel}
              </Button>
              <Button
                disabled={reset.isPending}
                onClick={() =>
                  reset.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false);
                      setDone(true);
                    },
                  })
                }
              >
                {t.reset}
              </Button>
            </div>
          }
        >
          <p className={styles.modalText}>{t.resetBody}</p>
          {reset.isError && <FormError>{t.resetFailed}</FormError>}
        </Modal>
      )}
    </Screen>
  );
}
