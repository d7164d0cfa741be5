/** One stack frame as Sentry reads it. */
export interface StackFrame {
  function?: string;
  filename: string;
  lineno: number;
  colno: number;
  in_app: boolean;
}

const MAX_FRAMES = 50;
/** V8 (Chrome, Edge, Node): `    at fn (url:line:col)` or `    at url:line:col`. */
const V8_LINE = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
/** SpiderMonkey and JavaScriptCore (Firefox, Safari): `fn@url:line:col`. */
const GECKO_LINE = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/**
 * Reads an `Error.stack` into Sentry frames, oldest call first as Sentry expects. Cheap and
 * best effort: lines it does not recognise are skipped, and a stack it cannot read gives none.
 */
export function parseStack(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = V8_LINE.exec(line) ?? GECKO_LINE.exec(line);
    if (!match) continue;
    const [, name, file, lineno, colno] = match;
    if (!file || !lineno || !colno) continue;
    // An inline script's "file" is the page address, whose query may hold a token.
    const filename = file.replace(/[?#].*$/, '');
    frames.push({
      ...(name ? { function: name.replace(/^async /, '') } : {}),
      filename,
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: !filename.includes('/node_modules/'),
    });
  }
  return frames.slice(0, MAX_FRAMES).reverse();
}
