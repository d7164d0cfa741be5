import { helpMessages } from '@lien/contract';
import { useId } from 'react';
import { Lead, Screen } from '../../ui/Screen';
import { FAQ } from './faq';
import styles from './Help.module.css';
import { HelpLinks } from './HelpLinks';
import { FAQ_PATH } from './paths';

/**
 * /aide (issue #24): the questions a new member asks, each opened in place (native disclosure: the
 * keyboard and screen readers know it), then the other ways to get help.
 */
export function FaqScreen() {
  const prefix = useId();
  return (
    <Screen title={helpMessages.faqTitle} backTo="/settings">
      <Lead>{helpMessages.faqLead}</Lead>
      {FAQ.map(({ theme, entries }, index) => (
        <section key={theme} aria-labelledby={`${prefix}-${index}`}>
          <h2 id={`${prefix}-${index}`} className={styles.theme}>
            {theme}
          </h2>
          <ul className={styles.questions}>
            {entries.map((entry) => (
              <li key={entry.question}>
                <details className={styles.question}>
                  <summary>{entry.question}</summary>
                  {entry.answer.map((paragraph) => (
                    <p key={paragraph} className={styles.answer}>
                      {paragraph}
                    </p>
                  ))}
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby={`${prefix}-more`}>
        <h2 id={`${prefix}-more`} className={styles.theme}>
          Vous n’avez pas trouvé votre réponse&#160;?
        </h2>
        <HelpLinks without={FAQ_PATH} />
      </section>
    </Screen>
  );
}
