/**
 * Records everything the page shows from now on, as a member would see it: the page's text and
 * every field's value at each change of the document (a MutationObserver), and the text of each
 * node as it is added. `ever(text)` says whether `text` was ever among them.
 */
export function recordShown() {
  const seen: string[] = [];
  const snapshot = (records: MutationRecord[] = []) => {
    seen.push(document.body.textContent ?? '');
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )) {
      seen.push(field.value);
    }
    for (const record of records) {
      for (const node of record.addedNodes) seen.push(node.textContent ?? '');
    }
  };
  const observer = new MutationObserver(snapshot);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  snapshot();
  return {
    ever: (text: string) => {
      snapshot(observer.takeRecords());
      return seen.some((shown) => shown.includes(text));
    },
    stop: () => observer.disconnect(),
  };
}
