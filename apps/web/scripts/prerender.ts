import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * After the two `vite build`s (the app, vite.config.ts; the public screens' entry,
 * vite.public.config.ts) and the server build of src/prerender.tsx (into .prerender/), writes the
 * public screens as HTML: dist/prerendered/<screen>.html is dist/index.html with the screen rendered
 * inside #root and, in the head, the public entry (src/public/entry.tsx, on Preact) in place of the
 * app's scripts, with modulepreloads of its chunks and the screen's, and their styles: the page
 * paints from the HTML and comes alive without the app's JavaScript. The root names the app's entry,
 * first scripts and styles (data-app, data-app-scripts, data-app-styles), which the public entry
 * loads when the visitor leaves for another screen. The API answers /welcome with
 * dist/prerendered/welcome.html (apps/api/src/plugins/web.ts).
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, '.prerender');

/** The public screens and the module that holds each (a key of the public build's manifest). */
const SCREENS: Record<string, string> = {
  welcome: 'src/features/marketing/WelcomeScreen.tsx',
  signup: 'src/features/auth/signup/SignupScreen.tsx',
  login: 'src/features/auth/LoginScreen.tsx',
};
const PUBLIC_ENTRY = 'src/public/entry.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
const readManifest = (name: string) =>
  JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8')) as Manifest;
const appManifest = readManifest('manifest.json');
const publicManifest = readManifest('public-manifest.json');

/** The chunk's file, the files of the chunks it imports statically, and all their styles. */
function closure(manifest: Manifest, key: string, files = new Set<string>(), styles = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
  if (files.has(chunk.file)) return { files, styles };
  files.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, styles);
  return { files, styles };
}

const url = (file: string) => `/${file}`;
const appEntry = closure(appManifest, 'index.html');
const appEntryFile = appManifest['index.html']?.file ?? '';
const appAttributes = [
  `data-app="${url(appEntryFile)}"`,
  `data-app-scripts="${[...appEntry.files]
    .filter((file) => file !== appEntryFile)
    .map(url)
    .join(' ')}"`,
  `data-app-styles="${[...appEntry.styles].map(url).join(' ')}"`,
].join(' ');

// index.html without the app's own scripts and styles (and their preloads): the public entry's
// take their place.
const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="(modulepreload|stylesheet|preload)"[^>]*>/g, '');
if (template.includes(appEntryFile)) throw new Error("dist/index.html's app entry is still named");
const publicEntry = closure(publicManifest, PUBLIC_ENTRY);
const publicEntryFile = publicManifest[PUBLIC_ENTRY]?.file ?? '';

const { render } = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as {
  render: (pathname: string) => Promise<string>;
};
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const [screen, key] of Object.entries(SCREENS)) {
  const rendered = await render(`/${screen}`);
  // React puts the screen's image preloads first; they belong in the head, before any script.
  const preloads = rendered.match(/^(<link rel="preload"[^>]*\/>)+/)?.[0] ?? '';
  // A form sent before its screen is live would go the browser's way (a GET with the password in
  // the address): its submit button stays disabled until then (ui/lazyScreen.tsx enables it).
  const html = rendered
    .slice(preloads.length)
    .replace(/<button([^>]*) type="submit"([^>]*)>|<button type="submit"([^>]*)>/g, (button: string) =>
      /\sdisabled(=|\s|>)/.test(button)
        ? button
        : button.replace(/>$/, ' disabled="" data-until-hydrated="">'),
    );
  const { files, styles } = closure(
    publicManifest,
    key,
    new Set(publicEntry.files),
    new Set(publicEntry.styles),
  );
  const head = [
    ...(preloads.match(/<link[^>]*\/>/g) ?? []),
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}">`),
    // The screen is painted by its HTML and styles: its scripts are fetched at a low priority, so
    // that on a slow network they do not hold back the styles and the first paint.
    `<script type="module" crossorigin fetchpriority="low" src="${url(publicEntryFile)}"></script>`,
    ...[...files]
      .filter((file) => file !== publicEntryFile)
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url(file)}">`),
  ].join('\n    ');
  const page = template
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="/${screen}" ${appAttributes}>${html}</div>`,
    );
  if (!page.includes('data-prerendered')) throw new Error('dist/index.html has no empty #root');
  writeFileSync(path.join(dist, 'prerendered', `${screen}.html`), page);
  console.log(
    `prerendered /${screen}: ${(html.length / 1024).toFixed(1)} KiB of HTML, ${files.size} scripts, ${styles.size} styles`,
  );
}
rmSync(ssrOut, { recursive: true, force: true });
