import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * After `vite build` and the server build of src/prerender.tsx (into .prerender/), writes the public
 * screens as HTML: dist/prerendered/<screen>.html is dist/index.html with the screen rendered inside
 * #root, and in the head the screen's own styles and a modulepreload of its chunk, so it paints from
 * the HTML and its script arrives without a waterfall. The API answers /welcome with
 * dist/prerendered/welcome.html (apps/api/src/plugins/web.ts); main.tsx hydrates it.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, '.prerender');

/** The public screens and the module that holds each (a key of Vite's manifest). */
const SCREENS: Record<string, string> = {
  welcome: 'src/features/marketing/screens.ts',
  signup: 'src/features/auth/signup/SignupScreen.tsx',
  login: 'src/features/auth/screens.ts',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The chunk's file, the files of the chunks it imports statically, and all their styles. */
function closure(key: string, files = new Set<string>(), styles = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return { files, styles };
  files.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files, styles);
  return { files, styles };
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { render } = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as {
  render: (pathname: string) => Promise<string>;
};
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const [screen, key] of Object.entries(SCREENS)) {
  if (!manifest[key]) throw new Error(`${key} is not in Vite's manifest`);
  const rendered = await render(`/${screen}`);
  // React puts the screen's image preloads first; they belong in the head, before any script.
  const preloads = rendered.match(/^(<link rel="preload"[^>]*\/>)+/)?.[0] ?? '';
  // A form sent before its screen is hydrated would go the browser's way (a GET with the password in
  // the address): its submit button stays disabled until hydration (ui/lazyScreen.tsx enables it).
  const html = rendered
    .slice(preloads.length)
    .replace(/<button([^>]*) type="submit"([^>]*)>|<button type="submit"([^>]*)>/g, (button: string) =>
      /\sdisabled(=|\s|>)/.test(button)
        ? button
        : button.replace(/>$/, ' disabled="" data-until-hydrated="">'),
    );
  const { files, styles } = closure(key);
  const head = [
    ...(preloads.match(/<link[^>]*\/>/g) ?? []),
    ...[...styles]
      .filter((file) => !template.includes(`/${file}`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...files]
      .filter((file) => !template.includes(`/${file}`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  const page = template
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="/${screen}">${html}</div>`);
  if (!page.includes('data-prerendered')) throw new Error('dist/index.html has no empty #root');
  writeFileSync(path.join(dist, 'prerendered', `${screen}.html`), page);
  console.log(
    `prerendered /${screen}: ${(html.length / 1024).toFixed(1)} KiB of HTML, ${styles.size} styles`,
  );
}
rmSync(ssrOut, { recursive: true, force: true });
