/** The chat's icons: decorative, the buttons and links around them carry the words. */
export function SendIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3.4 20.4l17.5-7.5a1 1 0 000-1.8L3.4 3.6a1 1 0 00-1.4 1.1L4 12l-2 7.3a1 1 0 001.4 1.1z"
        fill="currentColor"
      />
    </svg>
  );
}
