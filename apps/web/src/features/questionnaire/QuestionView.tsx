import { type AnswerValue, defaultAnswer, type Question, RANGE_MAX, RANGE_MIN } from '@lien/contract/rules';
import { frenchSpaces } from '@lien/contract/texts';
import { type Ref, useId } from 'react';
import { MultipleChoiceAnswer, SingleChoiceAnswer } from './ChoiceAnswer';
import styles from './Questionnaire.module.css';
import { RankAnswer } from './RankAnswer';
import { RangeAnswer, SliderAnswer } from './ScaleAnswer';

const isRange = (value: unknown): value is { min: number; max: number } =>
  typeof value === 'object' && value !== null && 'min' in value && 'max' in value;
const asList = (value: AnswerValue | null): string[] => (Array.isArray(value) ? value : []);

interface QuestionViewProps {
  question: Question;
  value: AnswerValue | null;
  onChange: (value: AnswerValue) => void;
  /** Focus moves to the heading on each new question, so a screen reader reads the question first. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One question: its wording as the heading that names the answer control, then the control of its type. */
export function QuestionView({ question, value, onChange, headingRef }: QuestionViewProps) {
  const headingId = useId();
  const control = () => {
    switch (question.type) {
      case 'slider':
        return (
          <SliderAnswer
            question={question}
            value={typeof value === 'number' ? value : Math.round(question.maxRange / 2)}
            onChange={onChange}
            labelledBy={headingId}
          />
        );
      case 'range':
        return (
          <RangeAnswer
            question={question}
            value={isRange(value) ? value : { min: RANGE_MIN, max: RANGE_MAX }}
            onChange={onChange}
            labelledBy={headingId}
          />
        );
      case 'single':
        return (
          <SingleChoiceAnswer
            question={question}
            value={typeof value === 'string' ? value : null}
            onChange={onChange}
            labelledBy={headingId}
          />
        );
      case 'multiple':
        return (
          <MultipleChoiceAnswer
            question={question}
            value={asList(value)}
            onChange={onChange}
            labelledBy={headingId}
          />
        );
      case 'rank':
        return (
          <RankAnswer
            value={asList(value).length > 0 ? asList(value) : asList(defaultAnswer(question))}
            onChange={onChange}
            labelledBy={headingId}
          />
        );
    }
  };
  return (
    <section className={styles.question}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.questionText}>
        {frenchSpaces(question.text)}
      </h2>
      {control()}
    </section>
  );
}
