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

/** Three dots: more actions. */
export const MoreIcon = () => (
  <SvgIcon size={22} filled>
    <circle cx="12" cy="5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19" r="2" />
  </SvgIcon>
);
