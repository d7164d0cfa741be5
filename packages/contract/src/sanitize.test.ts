import fc from 'fast-check';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { stripHtml, withoutControlCharacters } from './sanitize';

type Node = DefaultTreeAdapterMap['node'];
const HIDDEN = new Set([
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

/** The text a reader sees once parse5, the reference HTML parser, has read the markup. */
function visibleText(html: string): string {
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeName === '#text' && 'value' in node) text += node.value;
    if ('tagName' in node && HIDDEN.has(node.tagName)) return;
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parseFragment(html) as unknown as Node);
  return text;
}

describe('stripHtml', () => {
  it.each([
    ['À très vite <3', 'À très vite <3'],
    ['2 < 5 et 7 > 3', '2 < 5 et 7 > 3'],
    ['a <= b, c << d', 'a <= b, c << d'],
    ['<b>gras</b> et <i>italique</i>', 'gras et italique'],
    ['avant<script>alert(1)</script>après', 'avantaprès'],
    ['<img src=x onerror=alert(1)>photo', 'photo'],
    ['<a title="1 > 0">lien</a>', 'lien'],
    ['a<b', 'a'],
    ['je t’<!-- caché -->aime', 'je t’aime'],
    ['Tom &amp; Jerry', 'Tom &amp; Jerry'],
    ['  <p>Bonjour</p>  ', 'Bonjour'],
    ['x</3 y>z', 'xz'],
    ['fin </', 'fin </'],
    // Found by the parse5 property: "<" and "/" joined around a removed end tag, at the end.
    ['<</span>/\n', '</'],
    ['<<b>script>alert(1)<</b>/script>', 'script>alert(1)/script>'],
    // Script data's escapes: after `<!--`, `<script>…</script>` does not end the script.
    ['<script><!--<script></script><', ''],
    ['<script><!--<script></script>--></script>après', 'après'],
    ['<script><!--</script>après', 'après'],
  ])('keeps the text of %j as %j', (input, expected) => {
    expect(stripHtml(input)).toBe(expected);
  });

  it('removes NUL and the other control characters nobody types, and keeps tabs and new lines', () => {
    expect(withoutControlCharacters('a\u0000b\u0007c\td\ne\u007f')).toBe('abc\td\ne');
    expect(stripHtml('\u0000Bonjour\u0000')).toBe('Bonjour');
  });

  it('keeps exactly the text parse5 shows, and leaves nothing parse5 would read as markup', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '/',
      '!',
      '-',
      '?',
      '=',
      '"',
      "'",
      ' ',
      '\n',
      'b',
      'i',
      'x',
      '3',
      'é',
      '<b>',
      '</b>',
      '<i ',
      '<br/>',
      '<img src=',
      '<span class="a>b">',
      '</span>',
      '<script>',
      '</script>',
      '<style>',
      '</style>',
      '<!--',
      '-->',
      '<!',
      '<?',
      '</',
      '<3',
      ' < ',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const html = pieces.join('');
        const stripped = stripHtml(html);
        const visible = visibleText(html).trim();
        // Where parse5's own text would read as markup again ("<" + "</b>" + "?" shows "<?"), the
        // `<` goes too; everywhere else the text is parse5's, to the character.
        if (visibleText(visible).trim() === visible) expect(stripped).toBe(visible);
        // Markup made by joining the text around a removed tag is not kept either.
        expect(visibleText(stripped).trim()).toBe(stripped);
      }),
      { numRuns: 3000 },
    );
  });
});
