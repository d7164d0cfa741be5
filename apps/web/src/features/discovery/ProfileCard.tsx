import type { SwipeProfile } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { type ReactNode, type Ref, useId, useState } from 'react';
import { FlagIcon, StarIcon } from '../../ui/icons';
import { ReportDialog } from '../reports/ReportDialog';
import { AffinityBars } from './AffinityBars';
import { BriefcaseIcon, CheckBadgeIcon, PinIcon, SchoolIcon } from './icons';
import { OutsidePreferences } from './OutsidePreferences';
import { PhotoCarousel } from './PhotoCarousel';
import styles from './ProfileCard.module.css';
import { distanceText, percent } from './percent';
import { WhyYouTwoLine } from './why/WhyYouTwoLine';
import { WhyYouTwoSection } from './why/WhyYouTwoSection';
import { whyYouTwoLine } from './why/whyTexts';

export interface ProfileCardProps {
  profile: SwipeProfile;
  /**
   * When given, the card offers 'Signaler ce profil'; called once the report is stored, so the
   * screen can take the profile away. Without it (a sent like's profile) there is no report button.
   */
  onReported?: (reportedUserId: number, message?: string) => void;
  /** Shown under the 'Affinités' bars: the profile view's link to the affinity comparison. */
  affinityAction?: ReactNode;
  /** The « Pourquoi vous deux ? » heading, for a link that brings the reader to it. */
  whyHeadingRef?: Ref<HTMLHeadingElement>;
}

/**
 * PRODUCT §2.5 profile card, for the deck and the profile view: photos, name and age, city and km,
 * job and school, verified badge, what preferences a deck card is beyond, « Pourquoi vous deux ? »
 * (issue #26: its short line over the photo, the card's description; in full among the details),
 * 'Affinités', interests, 'À propos', report. The photo is the card (issue 24): it takes the first screen, with the name,
 * age, distance and compatibility laid over its foot; the details follow one scroll away (side by
 * side on a wide screen). Everything but the photos is marked `data-card-body`: the deck lets a drag
 * there decide a swipe.
 */
export function ProfileCard({ profile, onReported, affinityAction, whyHeadingRef }: ProfileCardProps) {
  const nameId = useId();
  const whyLineId = useId();
  const hasWhyLine = whyYouTwoLine(profile.whyYouTwo) !== null;
  const interestsId = useId();
  const aboutId = useId();
  const [reporting, setReporting] = useState(false);
  const bio = profile.bio.trim();

  return (
    <article
      className={styles.card}
      aria-labelledby={nameId}
      aria-describedby={hasWhyLine ? whyLineId : undefined}
    >
      <div className={styles.hero}>
        <PhotoCarousel key={profile.id} images={profile.images} name={profile.firstName} />
        {/* Over the photo's foot, as the photo is the card: who, how old, how far, how close a match.
            Part of the card's body for the deck's drag (the photo itself turns photos). */}
        <header className={styles.overlay} data-card-body>
          <h2 id={nameId} className={styles.name}>
            {`${profile.firstName}, `}
            <span className={styles.age}>
              {profile.age}
              <span className="visually-hidden"> ans</span>
            </span>
            {profile.isVerified && (
              <span className={styles.verified} role="img" aria-label="Profil vérifié" title="Profil vérifié">
                <CheckBadgeIcon />
              </span>
            )}
          </h2>
          <p className={styles.place}>
            <PinIcon />
            <span>
              {profile.location}
              {profile.distance !== null && ` · ${distanceText(profile.distance)}`}
            </span>
          </p>
          <p className={styles.match}>{percent(profile.compatibility)} de compatibilité</p>
          <WhyYouTwoLine why={profile.whyYouTwo} id={whyLineId} />
        </header>
      </div>
      <div className={styles.body} data-card-body>
        {(profile.superLikedYou || profile.jobTitle || profile.school || profile.outsidePreferences) && (
          <div className={styles.header}>
            {profile.superLikedYou && (
              <p className={styles.superLiked}>
                <StarIcon size={16} /> Vous a envoyé un Super Like
              </p>
            )}
            {(profile.jobTitle || profile.school) && (
              <ul className={styles.facts}>
                {profile.jobTitle && (
                  <li>
                    <BriefcaseIcon />
                    <span>
                      <span className="visually-hidden">Emploi : </span>
                      {profile.jobTitle}
                    </span>
                  </li>
                )}
                {profile.school && (
                  <li>
                    <SchoolIcon />
                    <span>
                      <span className="visually-hidden">École : </span>
                      {profile.school}
                    </span>
                  </li>
                )}
              </ul>
            )}
            <OutsidePreferences outside={profile.outsidePreferences} />
          </div>
        )}

        <WhyYouTwoSection why={profile.whyYouTwo} headingRef={whyHeadingRef} />

        <AffinityBars bars={profile.interests}>{affinityAction}</AffinityBars>

        {profile.selectedInterests.length > 0 && (
          <section className={styles.section} aria-labelledby={interestsId}>
            <h3 id={interestsId} className={styles.sectionTitle}>
              Centres d'intérêt
            </h3>
            <ul className={styles.interests}>
              {profile.selectedInterests.map((interest) => (
                <li key={interest} className={styles.interest}>
                  {interest}
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className={styles.section} aria-labelledby={aboutId}>
          <h3 id={aboutId} className={styles.sectionTitle}>
            {discoveryMessages.aboutTitle}
          </h3>
          <p className={bio ? styles.bio : styles.noBio}>{bio || discoveryMessages.noBio}</p>
        </section>

        {onReported && (
          <>
            <button type="button" className={styles.report} onClick={() => setReporting(true)}>
              <FlagIcon />
              Signaler ce profil
            </button>
            <ReportDialog
              open={reporting}
              reportedUserId={profile.id}
              onClose={() => setReporting(false)}
              onReported={onReported}
            />
          </>
        )}
      </div>
    </article>
  );
}
