import { SvgIcon } from '../../ui/SvgIcon';

/** The profile card's own icons: decorative, the text beside them carries the words. */

export const CheckBadgeIcon = () => (
  <SvgIcon size={22} filled>
    <circle cx="12" cy="12" r="10" fill="var(--color-focus)" />
    <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.4" />
  </SvgIcon>
);

export const PinIcon = () => (
  <SvgIcon
    size={16}
    filled
    path="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0113 0c0 4.9-6.5 11-6.5 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z"
  />
);

export const BriefcaseIcon = () => <SvgIcon size={16} path="M4 8h16v11H4zM9 8V5.5h6V8" />;

export const SchoolIcon = () => (
  <SvgIcon size={16} path="M2 9l10-5 10 5-10 5zM6 11.5V16c2.5 2 9.5 2 12 0v-4.5" />
);
