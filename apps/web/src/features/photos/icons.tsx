import { SvgIcon } from '../../ui/SvgIcon';

/* The photo step's small icons: always beside a text naming the action. */

export const GripIcon = () => (
  <SvgIcon size={20} filled>
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" />))}
  </SvgIcon>
);

export const PlusIcon = () => <SvgIcon size={28} path="M12 5v14M5 12h14" />;
