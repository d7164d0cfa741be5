import { HELP_MESSAGE_MAX_LENGTH, helpMessages } from '@lien/contract';
import { stripHtml } from '@lien/contract/rules';
import { PARTNER_SERVICES } from '@lien/contract/texts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { Lead, Screen } from '../../ui/Screen';
import { TextAreaField } from '../../ui/TextAreaField';
import styles from './Help.module.css';
import { HelpLinks } from './HelpLinks';
import { FAQ_PATH, kindOfSubject } from './paths';
import { useHelpMessageMutation } from './queries';

/**
 * /aide/contact?sujet=support|probleme|service[&service=<id>] (issue #24): a message to the support,
 * kept and answered by e-mail at the account's address; the member gets a confirmation mail. A
 * partner service's « Contactez-nous » comes here with the service named.
 */
export function ContactScreen() {
  const [params] = useSearchParams();
  const service = PARTNER_SERVICES.find((entry) => entry.id === params.get('service'));
  const asked = kindOfSubject(params.get('sujet'));
  // A service message without a known service is a plain question to the support.
  const kind = asked === 'service' && !service ? 'support' : asked;
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const send = useHelpMessageMutation();
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (send.isSuccess) sentRef.current?.focus();
  }, [send.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const text = stripHtml(message);
    if (!text) {
      setError(helpMessages.messageRequired);
      return;
    }
    setError('');
    send.mutate(
      kind === 'service' && service ? { kind, topic: service.id, message: text } : { kind, message: text },
      { onError: (failure) => setError(errorText(failure, helpMessages.sendFailed)) },
    );
  };

  const title = helpMessages.contactTitle[kind];
  return (
    <Screen title={title} backTo={kind === 'service' ? '/services' : FAQ_PATH}>
      <Lead>
        {kind === 'service' && service
          ? helpMessages.contactLead.service(service.name)
          : helpMessages.contactLead[kind === 'service' ? 'support' : kind]}
      </Lead>
      {send.isSuccess ? (
        <div ref={sentRef} tabIndex={-1}>
          <FormNotice>{helpMessages.sent}</FormNotice>
          <HelpLinks />
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextAreaField
            label={helpMessages.messageLabel}
            value={message}
            maxLength={HELP_MESSAGE_MAX_LENGTH}
            rows={8}
            hint={helpMessages.answeredAt}
            onChange={(event) => setMessage(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
          />
          <FormError>{error}</FormError>
          <Button type="submit" block disabled={send.isPending}>
            {send.isPending ? helpMessages.sending : helpMessages.send}
          </Button>
        </form>
      )}
    </Screen>
  );
}
