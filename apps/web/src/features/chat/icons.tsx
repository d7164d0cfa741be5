import { SvgIcon } from '../../ui/SvgIcon';

/** The chat's icons: decorative, the buttons and links around them carry the words. */

export const SendIcon = () => (
  <SvgIcon
    size={22}
    filled
    path="M3.4 20.4l17.5-7.5a1 1 0 000-1.8L3.4 3.6a1 1 0 00-1.4 1.1L4 12l-2 7.3a1 1 0 001.4 1.1z"
  />
);

/** A video camera: planning a video call. */
export const VideoCallIcon = () => (
  <SvgIcon size={22}>
    <rect x="2.5" y="6" width="13" height="12" rx="2" />
    <path d="M15.5 10.5l6-3.5v10l-6-3.5z" />
  </SvgIcon>
);

/** A circle crossed out: blocking someone. */
export const BlockIcon = () => (
  <SvgIcon size={20}>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </SvgIcon>
);
