/**
 * Removing HTML from a free text the way an HTML parser reads it (the tokenizer of the HTML
 * standard, §13.2.5), so that only real markup goes: a `<` followed by a letter opens a tag, `</` and
 * a letter an end tag, `<!--` a comment, `<!`, `<?` and `</` followed by anything else a bogus
 * comment. Every other `<` is text: "À très vite <3", "2 < 5", "<=" and "<<" stay as typed. The
 * content of elements whose text is never shown as such (script, style…) goes with them.
 *
 * Small and dependency-free because it runs in the browser too (PRODUCT §5: the client sanitises before
 * sending) on pages with a tight script budget; its agreement with a reference parser (parse5) on
 * generated texts is tested in sanitize.test.ts. Entities are left as typed: React escapes on render.
 */

/** Elements whose content the tokenizer reads as raw text: removed with their tags. */
const RAW_TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);

const isAsciiAlpha = (char: string | undefined) => char !== undefined && /^[A-Za-z]$/.test(char);
const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';

type TagState =
  | 'name'
  | 'beforeAttributeName'
  | 'attributeName'
  | 'afterAttributeName'
  | 'beforeValue'
  | 'doubleQuoted'
  | 'singleQuoted'
  | 'afterQuoted'
  | 'unquoted'
  | 'selfClosing';

/**
 * Reads a tag whose name starts at `start` (just after `<` or `</`): answers its lower-cased name and
 * the index just past its `>`, or `end: text.length` when the text ends inside it (the tokenizer then
 * drops it). Quoted attribute values may hold `>`.
 */
function readTag(text: string, start: number): { name: string; end: number } {
  let state: TagState = 'name';
  let name = '';
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    switch (state) {
      case 'name':
        if (isSpace(char)) state = 'beforeAttributeName';
        else if (char === '/') state = 'selfClosing';
        else if (char === '>') return { name, end: index + 1 };
        else name += char?.toLowerCase();
        break;
      case 'beforeAttributeName':
        if (char === '/') state = 'selfClosing';
        else if (char === '>') return { name, end: index + 1 };
        else if (!isSpace(char)) state = 'attributeName';
        break;
      case 'attributeName':
        if (isSpace(char)) state = 'afterAttributeName';
        else if (char === '/') state = 'selfClosing';
        else if (char === '=') state = 'beforeValue';
        else if (char === '>') return { name, end: index + 1 };
        break;
      case 'afterAttributeName':
        if (char === '/') state = 'selfClosing';
        else if (char === '=') state = 'beforeValue';
        else if (char === '>') return { name, end: index + 1 };
        else if (!isSpace(char)) state = 'attributeName';
        break;
      case 'beforeValue':
        if (char === '"') state = 'doubleQuoted';
        else if (char === "'") state = 'singleQuoted';
        else if (char === '>') return { name, end: index + 1 };
        else if (!isSpace(char)) state = 'unquoted';
        break;
      case 'doubleQuoted':
        if (char === '"') state = 'afterQuoted';
        break;
      case 'singleQuoted':
        if (char === "'") state = 'afterQuoted';
        break;
      case 'unquoted':
        if (isSpace(char)) state = 'beforeAttributeName';
        else if (char === '>') return { name, end: index + 1 };
        break;
      case 'afterQuoted':
      case 'selfClosing':
        if (char === '>') return { name, end: index + 1 };
        if (char === '/') state = 'selfClosing';
        else if (isSpace(char)) state = 'beforeAttributeName';
        else state = 'attributeName';
        break;
    }
  }
  return { name, end: text.length };
}

/** Index just past the end of a comment opened by `<!--` whose text starts at `start`. */
function commentEnd(text: string, start: number): number {
  // `<!-->` and `<!--->` close at once (abrupt closing of an empty comment).
  if (text[start] === '>') return start + 1;
  if (text.startsWith('->', start)) return start + 2;
  for (let index = start; index < text.length; index += 1) {
    if (text.startsWith('-->', index)) return index + 3;
    if (text.startsWith('--!>', index)) return index + 4;
  }
  return text.length;
}

/** Index just past the `>` that ends a bogus comment (or the end of the text). */
function bogusCommentEnd(text: string, start: number): number {
  const close = text.indexOf('>', start);
  return close === -1 ? text.length : close + 1;
}

/** Index where the end tag of a raw-text element begins (`</name` then space, `/` or `>`), or -1. */
function rawTextEnd(text: string, start: number, name: string): number {
  const lower = text.toLowerCase();
  for (
    let index = lower.indexOf(`</${name}`, start);
    index !== -1;
    index = lower.indexOf(`</${name}`, index + 1)
  ) {
    const after = text[index + 2 + name.length];
    if (after === undefined || after === '>' || after === '/' || isSpace(after)) return index;
  }
  return -1;
}

/** After `</script` or `<script`: what makes it a tag (white space, `/`, `>`, or the end of the text). */
const endsScriptName = (char: string | undefined) =>
  char === undefined || char === '/' || char === '>' || isSpace(char);

/**
 * Index where the end tag of a script begins, or -1. Script data has escapes of its own (§13.2.5.15
 * to .30): after `<!--` a `<script>` starts a "double escaped" part in which `</script>` does not end
 * the script but only that part, until `-->` comes back to plain script data.
 */
function scriptEnd(text: string, start: number): number {
  const lower = text.toLowerCase();
  const tagAt = (index: number, tag: string) =>
    lower.startsWith(tag, index) && endsScriptName(text[index + tag.length]);
  let state: 'data' | 'escaped' | 'doubleEscaped' = 'data';
  let dashes = 0;
  for (let index = start; index < text.length; index += 1) {
    if (state === 'data') {
      if (tagAt(index, '</script')) return index;
      if (text.startsWith('<!--', index)) {
        state = 'escaped';
        dashes = 2;
        index += 3;
      }
      continue;
    }
    const char = text[index];
    if (char === '-') {
      dashes += 1;
      continue;
    }
    if (char === '>' && dashes >= 2) {
      state = 'data';
      dashes = 0;
      continue;
    }
    dashes = 0;
    if (state === 'escaped') {
      if (tagAt(index, '</script')) return index;
      if (tagAt(index, '<script')) {
        state = 'doubleEscaped';
        index += 6;
      }
    } else if (tagAt(index, '</script')) {
      state = 'escaped';
      index += 7;
    }
  }
  return -1;
}

/** Removes the markup of `value` as an HTML parser would read it; keeps every other character. */
function removeMarkup(value: string): string {
  let kept = '';
  let index = 0;
  while (index < value.length) {
    const open = value.indexOf('<', index);
    if (open === -1) {
      kept += value.slice(index);
      break;
    }
    kept += value.slice(index, open);
    const next = value[open + 1];
    if (isAsciiAlpha(next)) {
      const tag = readTag(value, open + 1);
      index = tag.end;
      if (tag.name === 'plaintext') break;
      if (RAW_TEXT_ELEMENTS.has(tag.name)) {
        const close = tag.name === 'script' ? scriptEnd(value, index) : rawTextEnd(value, index, tag.name);
        index = close === -1 ? value.length : readTag(value, close + 2).end;
      }
    } else if (next === '/') {
      const after = value[open + 2];
      if (after === undefined) {
        kept += '</';
        index = open + 2;
      } else if (after === '>') index = open + 3;
      else if (isAsciiAlpha(after)) index = readTag(value, open + 2).end;
      else index = bogusCommentEnd(value, open + 2);
    } else if (next === '!') {
      index = value.startsWith('--', open + 2)
        ? commentEnd(value, open + 4)
        : bogusCommentEnd(value, open + 2);
    } else if (next === '?') {
      index = bogusCommentEnd(value, open + 1);
    } else {
      kept += '<';
      index = open + 1;
    }
  }
  return kept;
}

/**
 * Control characters no one types, which PostgreSQL refuses (NUL) or which hide text: C0 controls
 * but tab, line feed and carriage return, and DEL.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Removes the control characters nobody types (NUL first of all); keeps everything visible. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/**
 * A free text as the product stores it: markup removed as an HTML parser reads it, control characters
 * removed, outer white space trimmed. Used by the client before sending (PRODUCT §5) and by the server
 * before storing, whatever the client did.
 */
export function stripHtml(value: string): string {
  // Trimmed first: the text is judged as it will be stored ("<</b>/ " leaves "</", text at the end,
  // where "</ " followed by a space would open a bogus comment).
  const once = removeMarkup(withoutControlCharacters(value)).trim();
  // Removing a tag can join what stood around it into a new one ("<<b>b>" leaves "<b>"): then the `<`
  // that would open markup go too, in one linear pass, so the result is free of markup (idempotent).
  const clean = removeMarkup(once) === once ? once : once.replace(/<+(?=[A-Za-z!?/])/g, '');
  return clean.trim();
}
