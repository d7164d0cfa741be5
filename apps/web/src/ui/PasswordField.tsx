import { useState } from 'react';
import styles from './Field.module.css';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password input with a show/hide toggle, so people on a phone can check what they typed. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      end={
        <button
          type="button"
          className={styles.iconButton}
          // The name starts with the visible word (voice control) and says which field it reveals.
          aria-label={`${visible ? 'Masquer' : 'Afficher'} : ${props.label}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Masquer' : 'Afficher'}
        </button>
      }
    />
  );
}
