import { SvgIcon } from './SvgIcon';

/** The glyphs several screens share (deck, likes, profile, photos); each screen picks its size. */

interface SizeProps {
  size?: number;
}

export const CrossIcon = ({ size = 28, strokeWidth = 2.6 }: SizeProps & { strokeWidth?: number }) => (
  <SvgIcon size={size} strokeWidth={strokeWidth} path="M6 6l12 12M18 6L6 18" />
);

export const HeartIcon = ({ size = 28 }: SizeProps) => (
  <SvgIcon
    size={size}
    filled
    path="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.9 1.2 5 3 1.1-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
  />
);

export const StarIcon = ({ size = 24 }: SizeProps) => (
  <SvgIcon
    size={size}
    filled
    path="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
  />
);

export const FlagIcon = ({ size = 18 }: SizeProps) => (
  <SvgIcon size={size} path="M5 21V4m0 0h11l-2 4 2 4H5" />
);

export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <SvgIcon strokeWidth={2.4} path={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
);

/** A head and shoulders, for a member without a photo. */
export const PersonIcon = ({ size = 72 }: SizeProps) => (
  <SvgIcon size={size} filled>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4 21c0-4.4 3.6-7.5 8-7.5s8 3.1 8 7.5z" />
  </SvgIcon>
);

/** A heart drawn in outline, for the closing screens (the questionnaire's thanks, the goodbye). */
export const OutlineHeartIcon = ({ size = 72, strokeWidth = 1.6 }: SizeProps & { strokeWidth?: number }) => (
  <SvgIcon
    size={size}
    strokeWidth={strokeWidth}
    path="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
  />
);

/** An envelope, for the screens about a mail sent. */
export const EnvelopeIcon = ({ size = 96 }: SizeProps) => (
  <SvgIcon size={size} strokeWidth={1.4}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </SvgIcon>
);
