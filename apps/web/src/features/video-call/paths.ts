/** The agenda: the member's booked calls, and the way to plan one (the bottom bar's second button). */
export const AGENDA_PATH = '/videoCall';

/** Where planning a call with one member starts. */
export const videoCallPath = (userId: number) =>
  `${AGENDA_PATH}?${new URLSearchParams({ userId: String(userId) })}`;
