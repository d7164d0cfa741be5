import { useState } from 'react';
import { WhyYouTwoReasons } from '../discovery/why/WhyYouTwoSection';
import { hasReasons, WHY_TITLE } from '../discovery/why/whyTexts';
import { useMemberProfile } from '../profile-view/queries';
import styles from './ThreadWhyYouTwo.module.css';

/** Below this many messages the conversation is still beginning: the reasons show open. */
const FEW_MESSAGES = 3;

export interface ThreadWhyYouTwoProps {
  partnerId: number;
  /** How many messages the thread had when it opened. */
  messageCount: number;
  /** Puts the conversation idea into the composer, for the member to make it their own. */
  onUseIdea: (idea: string) => void;
}

/**
 * « Pourquoi vous deux ? » in a conversation (issue #26), from the other person's profile (GET
 * /api/user_profile/:id, the profile view's cached answer): a disclosure above the messages, open
 * while the conversation is beginning, one line once it is under way. The conversation idea comes
 * first and can go into the composer — never sent by itself. Nothing when the profile cannot be read or has nothing
 * to say.
 */
export function ThreadWhyYouTwo({ partnerId, messageCount, onUseIdea }: ThreadWhyYouTwoProps) {
  const profile = useMemberProfile(partnerId);
  // Decided once, as the thread opens: the messages that follow do not close it under the reader.
  const [openAtFirst] = useState(messageCount < FEW_MESSAGES);
  const why = profile.data?.whyYouTwo;
  if (!why || !hasReasons(why)) return null;
  const idea = why.toTalkAbout;
  return (
    <details className={styles.why} open={openAtFirst}>
      <summary className={styles.summary}>{WHY_TITLE}</summary>
      <div className={styles.reasons}>
        <WhyYouTwoReasons
          why={why}
          ideaFirst
          talkAction={
            idea !== null && (
              <button type="button" className={styles.useIdea} onClick={() => onUseIdea(idea)}>
                Écrire à ce sujet
              </button>
            )
          }
        />
      </div>
    </details>
  );
}
