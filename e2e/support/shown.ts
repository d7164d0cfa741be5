import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every text the page showed since `recordShown`, added as it appears. */
    __lienShown?: Set<string>;
  }
}

/**
 * Records, from now on and without reloading the page, every text it renders: the page's visible
 * text and the values of its fields at each change of the document (a MutationObserver), the text
 * of each node as it is added, and the names screen readers and images give (aria-label, alt,
 * title). Field values changed in place trigger no mutation: they are also read at each frame.
 */
export async function recordShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shown = new Set<string>();
    window.__lienShown = shown;
    const fields = () => {
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input, textarea',
      )) {
        if (field.value) shown.add(field.value);
      }
    };
    const snapshot = (records: MutationRecord[]) => {
      shown.add(document.title);
      shown.add(document.body.innerText);
      fields();
      for (const element of document.querySelectorAll('[aria-label], [alt], [title]')) {
        for (const name of ['aria-label', 'alt', 'title']) shown.add(element.getAttribute(name) ?? '');
      }
      for (const record of records) {
        for (const node of record.addedNodes) shown.add(node.textContent ?? '');
      }
    };
    new MutationObserver(snapshot).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const everyFrame = () => {
      fields();
      requestAnimationFrame(everyFrame);
    };
    snapshot([]);
    requestAnimationFrame(everyFrame);
  });
}

/** Which of `texts` the page ever showed since `recordShown`. */
export async function everShown(page: Page, texts: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (wanted) => {
      const shown = [...(window.__lienShown ?? [])];
      return wanted.filter((text) => shown.some((seen) => seen.includes(text)));
    },
    [...texts],
  );
}
