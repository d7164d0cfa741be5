import styles from './Avatar.module.css';

/** A round photo, or the name's first letter on a soft background when there is none; decorative. */
export function Avatar({ url, name, size = 48 }: { url: string | null; name: string; size?: number }) {
  const style = { width: size, height: size, fontSize: size / 2.4 };
  if (url) return <img src={url} alt="" className={styles.avatar} style={style} />;
  return (
    <span aria-hidden="true" className={`${styles.avatar} ${styles.empty}`} style={style}>
      {name.charAt(0).toLocaleUpperCase('fr-FR')}
    </span>
  );
}
