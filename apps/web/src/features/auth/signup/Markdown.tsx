import ReactMarkdown from 'react-markdown';
import styles from './LegalModal.module.css';

/**
 * The legal texts rendered from markdown. Kept in its own module so react-markdown is
 * downloaded only when someone opens a legal text. Raw HTML in the file is not rendered.
 */
export default function Markdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <ReactMarkdown>{text}</ReactMarkdown>
    </div>
  );
}
