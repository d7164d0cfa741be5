import type { WhyYouTwo } from '@lien/contract';
import { type ReactNode, type Ref, useId } from 'react';
import styles from './WhyYouTwo.module.css';
import { hasReasons, sharedInterestsText, TALK_TITLE, WHY_TITLE } from './whyTexts';

export interface WhyYouTwoReasonsProps {
  why: WhyYouTwo;
  /** What goes with the conversation idea (the chat's « Écrire à ce sujet »). */
  talkAction?: ReactNode;
  /** The conversation idea before the rest: in the chat, where it is the thing to act on. */
  ideaFirst?: boolean;
}

/**
 * The reasons themselves, under a title given by their place (a card's section, the chat's panel):
 * the agreements as a list, strongest first, the shared interests, and the one difference set apart
 * as an idea for the conversation. Only what the server said: no reason is invented here.
 */
export function WhyYouTwoReasons({ why, talkAction, ideaFirst = false }: WhyYouTwoReasonsProps) {
  const talkId = useId();
  const idea = why.toTalkAbout !== null && (
    <aside className={styles.talk} aria-labelledby={talkId}>
      <p id={talkId} className={styles.talkTitle}>
        {TALK_TITLE}
      </p>
      <p className={styles.talkText}>{why.toTalkAbout}</p>
      {talkAction}
    </aside>
  );
  return (
    <>
      {ideaFirst && idea}
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
      {!ideaFirst && idea}
    </>
  );
}

export interface WhyYouTwoSectionProps {
  why: WhyYouTwo;
  /** The heading, for a « Pourquoi vous deux ? » link to bring the focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * « Pourquoi vous deux ? » in full on a profile card (issue #26), a section under its own heading;
 * nothing at all when the server found nothing to say. The heading takes the focus when the day's
 * pick's « Pourquoi vous deux ? » brings the reader to it.
 */
export function WhyYouTwoSection({ why, headingRef }: WhyYouTwoSectionProps) {
  const titleId = useId();
  if (!hasReasons(why)) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {WHY_TITLE}
      </h3>
      <WhyYouTwoReasons why={why} />
    </section>
  );
}
