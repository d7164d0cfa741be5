import { useState } from 'react';
import { OpenerList } from '../discovery/why/OpenerList';
import { WhyYouTwoReasons } from '../discovery/why/WhyYouTwoSection';
import { hasReasons, WHY_TITLE } from '../discovery/why/whyTexts';
import { useMemberProfile } from '../profile-view/queries';
import styles from './ThreadWhyYouTwo.module.css';

/** Below this many messages the conversation is still beginning: the reasons show open. */
const FEW_MESSAGES = 3;

export interface ThreadWhyYouTwoProps {
  partnerId: number;
  /** How many messages the thread has (when it opened decides whether the reasons start open). */
  messageCount: number;
  /** Puts an opener into the composer, for the member to make it their own. */
  onUseIdea: (idea: string) => void;
}

/**
 * « Pourquoi vous deux ? » in a conversation (issue #26), from the other person's profile (GET
 * /api/user_profile/:id, the profile view's cached answer): a disclosure above the messages, open
 * while the conversation is beginning, one line once it is under way. In a thread with no message
 * yet, the pair's first words (issue #27) come first: a tap puts one into the composer — never sent
 * by itself. Nothing when the profile cannot be read or has nothing to say.
 */
export function ThreadWhyYouTwo({ partnerId, messageCount, onUseIdea }: ThreadWhyYouTwoProps) {
  const profile = useMemberProfile(partnerId);
  // Decided once, as the thread opens: the messages that follow do not close it under the reader.
  const [openAtFirst] = useState(messageCount < FEW_MESSAGES);
  const why = profile.data?.whyYouTwo;
  if (!why) return null;
  // Only while nothing was written: the first message sent (or received) puts them away.
  const openers = messageCount === 0 && why.openers.length > 0;
  if (!openers && !hasReasons(why)) return null;
  return (
    <details className={styles.why} open={openAtFirst}>
      <summary className={styles.summary}>{WHY_TITLE}</summary>
      <div className={styles.reasons}>
        {openers && <OpenerList openers={why.openers} onPick={onUseIdea} />}
        <WhyYouTwoReasons why={why} ideaFirst={!openers} />
      </div>
    </details>
  );
}
