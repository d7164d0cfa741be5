import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/ChoiceField';
import type { LegalDocument } from '../../legal/queries';
import { LegalModal } from './LegalModal';
import styles from './Signup.module.css';
import type { SignupForm } from './types';

/** The terms box and the two legal texts it refers to, each readable in a dialog. */
export function TermsField({ form }: { form: SignupForm }) {
  const [open, setOpen] = useState<LegalDocument | null>(null);
  const { register, formState, trigger } = form;
  return (
    <>
      <CheckboxField
        label="J'accepte les conditions d'utilisation et la politique de confidentialité"
        error={formState.errors.terms?.message}
        // Unticking says at once why the button went grey again.
        {...register('terms', { onChange: () => void trigger('terms') })}
      />
      <p className={styles.legalLinks}>
        Lire les{' '}
        <Button variant="link" onClick={() => setOpen('terms')}>
          conditions d'utilisation
        </Button>{' '}
        et la{' '}
        <Button variant="link" onClick={() => setOpen('privacy')}>
          politique de confidentialité
        </Button>
      </p>
      {open && <LegalModal document={open} onClose={() => setOpen(null)} />}
    </>
  );
}
