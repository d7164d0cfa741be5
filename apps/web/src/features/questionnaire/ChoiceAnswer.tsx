import type { MultipleChoiceQuestion, SingleChoiceQuestion } from '@lien/contract/rules';
import { frenchSpaces, questionnaireMessages } from '@lien/contract/texts';
import { useId } from 'react';
import styles from './Questionnaire.module.css';

interface ChoiceProps<Q, V, C = V> {
  question: Q;
  value: V;
  onChange: (value: C) => void;
  labelledBy: string;
}

/** PRODUCT §2.4 single choice: a radio group (arrow keys move between options). */
export function SingleChoiceAnswer({
  question,
  value,
  onChange,
  labelledBy,
}: ChoiceProps<SingleChoiceQuestion, string | null, string>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.options}>
      {question.options.map((option) => (
        <label key={option} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{frenchSpaces(option)}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * The next list after ticking or unticking an option: an exclusive option ('Aucun…') stands alone,
 * and the others are kept in the order of the question.
 */
export function toggleOption(question: MultipleChoiceQuestion, current: readonly string[], option: string) {
  if (current.includes(option)) return current.filter((item) => item !== option);
  if (question.exclusiveOptions?.includes(option)) return [option];
  const kept = current.filter((item) => !question.exclusiveOptions?.includes(item));
  return question.options.filter((item) => item === option || kept.includes(item));
}

/** PRODUCT §2.4 multiple choice: checkboxes; at most maxChoices of them, said in a hint. */
export function MultipleChoiceAnswer({
  question,
  value,
  onChange,
  labelledBy,
}: ChoiceProps<MultipleChoiceQuestion, string[]>) {
  const hintId = useId();
  const { maxChoices } = question;
  const full = maxChoices !== undefined && value.length >= maxChoices;
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={maxChoices !== undefined ? hintId : undefined}
      className={[styles.options, styles.fieldset].join(' ')}
    >
      {maxChoices !== undefined && (
        <p id={hintId} className={styles.hint}>
          {questionnaireMessages.maxChoicesHint(maxChoices)}
        </p>
      )}
      {question.options.map((option) => {
        const checked = value.includes(option);
        // Once the maximum is reached the other options wait until one is unticked.
        const blocked = full && !checked && !question.exclusiveOptions?.includes(option);
        return (
          <label key={option} className={styles.option}>
            <input
              type="checkbox"
              value={option}
              checked={checked}
              disabled={blocked}
              onChange={() => onChange(toggleOption(question, value, option))}
            />
            <span>{frenchSpaces(option)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
