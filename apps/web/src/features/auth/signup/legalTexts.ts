import { type LegalDocument, legalApi } from '../../../api/legal';

// Each text is fetched once per visit; a failure is forgotten so opening it again retries.
const texts = new Map<LegalDocument, Promise<string>>();

/** The markdown of a legal text, shared by every opening of its dialog. */
export function loadLegalText(document: LegalDocument): Promise<string> {
  let text = texts.get(document);
  if (!text) {
    text = legalApi.markdown(document);
    texts.set(document, text);
    text.catch(() => texts.delete(document));
  }
  return text;
}

/** Tests start each case with nothing fetched. */
export function resetLegalTexts(): void {
  texts.clear();
}
