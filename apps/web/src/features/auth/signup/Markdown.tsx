import ReactMarkdown from 'react-markdown';
import styles from './LegalModal.module.css';

/** A page that titles the text itself: the document's own title would be a second one. */
const withoutDocumentTitle = { h1: () => null };

/**
 * The legal texts rendered from markdown. Kept in its own module so react-markdown is
 * downloaded only when someone opens a legal text. Raw HTML in the file is not rendered; with
 * `titled`, neither is the document's own first-level title (the page's is the same words).
 */
export default function Markdown({ text, titled = false }: { text: string; titled?: boolean }) {
  return (
    <div className={styles.markdown}>
      <ReactMarkdown components={titled ? withoutDocumentTitle : undefined}>{text}</ReactMarkdown>
    </div>
  );
}
