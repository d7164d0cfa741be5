import { useId, useState } from 'react';
import styles from './Field.module.css';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password input with a show/hide toggle, so people on a phone can check what they typed. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const id = props.id ?? generated;
  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      end={
        <button
          type="button"
          className={styles.iconButton}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {/* The hidden words complete the name for screen readers. Content, not aria-label,
              so that looking a field up by its label never also finds this button. */}
          {visible ? 'Masquer' : 'Afficher'}
          <span className="visually-hidden"> le mot de passe</span>
        </button>
      }
    />
  );
}
