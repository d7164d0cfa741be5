import { SvgIcon } from '../../ui/SvgIcon';

/** The shell's icons; each is decorative: the control's accessible name carries the meaning. */

/** A line drawing, or a glyph when `filled`, at the bottom bar's size. */
const Icon = ({ path, filled = false }: { path: string; filled?: boolean }) => (
  <SvgIcon path={path} filled={filled} />
);

export const MenuIcon = () => <Icon path="M4 6h16M4 12h16M4 18h16" />;
export const CalendarIcon = () => <Icon path="M5 6h14v14H5zM5 10h14M9 3v4M15 3v4" />;
export const HeartIcon = () => (
  <Icon path="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
);
export const CardsIcon = () => <Icon path="M7 4h10v16H7zM4 7v10M20 7v10" />;
export const ChatIcon = () => <Icon path="M4 5h16v11H9l-5 4z" />;
export const PersonIcon = () => (
  <Icon path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6" />
);
export const FeedbackIcon = () => <Icon path="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />;
export const StarIcon = () => (
  <Icon filled path="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
);
