/**
 * A contract text as Testing Library reads the page: its default normalizer turns every whitespace,
 * no-break spaces included, into a plain space, on the page's side only. For getByText and
 * toHaveTextContent with a text holding French no-break spaces (role names keep them).
 */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
