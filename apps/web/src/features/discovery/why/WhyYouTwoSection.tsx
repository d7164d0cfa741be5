import type { WhyYouTwo } from '@lien/contract';
import { type ReactNode, type Ref, useId } from 'react';
import styles from './WhyYouTwo.module.css';
import { hasReasons, sharedInterestsText, TALK_TITLE, WHY_TITLE } from './whyTexts';

export interface WhyYouTwoSectionProps {
  why: WhyYouTwo;
  /** What goes with the conversation idea (the chat's « Écrire à ce sujet »). */
  talkAction?: ReactNode;
  /** The heading's level where the section sits: 3 inside a card, 2 on a screen of its own. */
  headingLevel?: 2 | 3;
  /** The heading, for a « Pourquoi vous deux ? » link to bring the focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * « Pourquoi vous deux ? » in full (issue #26): the agreements as a list, strongest first, the shared
 * interests, and the one difference set apart as an idea for the conversation. Nothing at all when
 * the server found nothing to say: no reason is invented here. The heading takes the focus when a
 * « Pourquoi vous deux ? » link brings the reader to it.
 */
export function WhyYouTwoSection({ why, talkAction, headingLevel = 3, headingRef }: WhyYouTwoSectionProps) {
  const titleId = useId();
  const talkId = useId();
  if (!hasReasons(why)) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {WHY_TITLE}
      </Heading>
      {why.agreements.length > 0 && (
        <ul className={styles.agreements}>
          {why.agreements.map((agreement) => (
            <li key={agreement}>{agreement}</li>
          ))}
        </ul>
      )}
      {why.sharedInterests.length > 0 && (
        <p className={styles.shared}>{sharedInterestsText(why.sharedInterests)}</p>
      )}
      {why.toTalkAbout !== null && (
        <aside className={styles.talk} aria-labelledby={talkId}>
          <p id={talkId} className={styles.talkTitle}>
            {TALK_TITLE}
          </p>
          <p className={styles.talkText}>{why.toTalkAbout}</p>
          {talkAction}
        </aside>
      )}
    </section>
  );
}
