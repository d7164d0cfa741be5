/**
 * Removes HTML from a free text: tags, comments and the content of script/style blocks.
 * Used by the client before sending (SPEC §5) and by the server before storing, whatever the client did.
 * Entities are left as typed: the text is rendered by React, which escapes it.
 */
export function stripHtml(value: string): string {
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/[<>]/g, '')
    .trim();
}
