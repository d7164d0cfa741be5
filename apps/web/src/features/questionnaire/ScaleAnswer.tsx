import {
  formatAnswerValue,
  type RangeAnswer as Interval,
  RANGE_MIN_GAP,
  type RangeQuestion,
  type SliderQuestion,
} from '@lien/contract/rules';
import { RangeSlider } from '../../ui/RangeSlider';
import { Slider } from '../../ui/Slider';

interface ScaleProps<Q, V> {
  question: Q;
  value: V;
  onChange: (value: V) => void;
  /** The id of the question's heading, which names the control. */
  labelledBy: string;
}

/** PRODUCT §2.4 slider: one value between two labelled poles, shown with its unit when it has one. */
export function SliderAnswer({ question, value, onChange, labelledBy }: ScaleProps<SliderQuestion, number>) {
  // Without a unit the number alone means little to a listener: « 70 sur 100 » places it on the scale.
  const valueText = (current: number) =>
    question.unit ? formatAnswerValue(question, current) : `${current} sur ${question.maxRange}`;
  return (
    <Slider
      value={value}
      max={question.maxRange}
      onChange={onChange}
      labelledBy={labelledBy}
      valueText={valueText}
      showValue={question.valuePosition}
      showBubble={question.displayCursorValue}
      leftLabel={question.leftLabel}
      rightLabel={question.rightLabel}
    />
  );
}

/** PRODUCT §2.4 range slider: two thumbs, the low one at least 1 below the high one (PRODUCT §5). */
export function RangeAnswer({ question, value, onChange, labelledBy }: ScaleProps<RangeQuestion, Interval>) {
  return (
    <RangeSlider
      value={value}
      min={question.min}
      max={question.max}
      gap={RANGE_MIN_GAP}
      onChange={onChange}
      labelledBy={labelledBy}
      valueText={(current) => formatAnswerValue(question, current)}
      leftLabel={question.leftLabel}
      rightLabel={question.rightLabel}
    />
  );
}
