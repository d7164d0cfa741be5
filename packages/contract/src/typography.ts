/**
 * French typography for a text written with plain spaces: a no-break space (U+00A0) before « : »,
 * « ; », « ! », « ? » and « » », and after « « », so that no line starts with « : » or ends with « «.
 * The contract's own texts are written so (typography.test.ts); this is for texts that must keep their
 * stored form, such as the questionnaire's, which are the keys of every member's saved answers.
 */
export function frenchSpaces(text: string): string {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
