import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { LEARNING_PATH } from './features/learning/paths';
import { OnboardingStep, RequireSession, RootRedirect } from './session/guards';
import { lazyScreen } from './ui/lazyScreen';

const auth = () => import('./features/auth/screens');
const marketing = () => import('./features/marketing/screens');
const signup = () => import('./features/auth/signup/SignupScreen');

const guarded = (element: React.ReactNode) => <RequireSession>{element}</RequireSession>;
/** A sign-up step: once they are all done, its address leads to the deck (issue 24). */
const step = (element: React.ReactNode) => <OnboardingStep>{element}</OnboardingStep>;

/** PRODUCT §2.1, the whole route table in one place. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/onboarding',
    element: lazyScreen(() => import('./features/onboarding/OnboardingScreen'), 'OnboardingScreen'),
  },
  { path: '/welcome', element: lazyScreen(marketing, 'WelcomeScreen') },
  { path: '/signup', element: lazyScreen(signup, 'SignupScreen') },
  { path: '/login', element: lazyScreen(auth, 'LoginScreen') },
  { path: '/forgot-password', element: lazyScreen(auth, 'ForgotPasswordScreen') },
  { path: '/reset_password', element: lazyScreen(auth, 'ResetPasswordScreen') },
  { path: '/verify_email', element: lazyScreen(auth, 'VerifyEmailScreen') },
  { path: '/emailVerification', element: lazyScreen(auth, 'EmailVerificationScreen') },
  { path: '/signupSuccess', element: lazyScreen(auth, 'SignupSuccessScreen') },
  { path: '/goodbye', element: lazyScreen(auth, 'GoodbyeScreen') },
  { path: '/linkedin-redirect', element: lazyScreen(auth, 'LinkedinRedirectScreen') },
  // The log-in's second step (issue #24), after a password or LinkedIn: no session yet.
  {
    path: '/two-step',
    element: lazyScreen(() => import('./features/two-step/TwoStepLoginScreen'), 'TwoStepLoginScreen'),
  },
  // Public: a suspended or banned member cannot sign in, the link of their statement of reasons can.
  {
    path: '/appel/:token',
    element: lazyScreen(() => import('./features/moderation/AppealScreen'), 'AppealScreen'),
  },
  { path: '/cgu', element: lazyScreen(() => import('./features/legal/LegalScreens'), 'TermsScreen') },
  {
    path: '/politique-de-confidentialite',
    element: lazyScreen(() => import('./features/legal/LegalScreens'), 'PrivacyPolicyScreen'),
  },
  {
    path: '/accessibilite',
    element: lazyScreen(() => import('./features/legal/LegalScreens'), 'AccessibilityScreen'),
  },
  // The sign-up flow screens are not wrapped in the session guard (PRODUCT §2.1).
  {
    path: '/photoUpload',
    element: step(lazyScreen(() => import('./features/photos/PhotoUploadScreen'), 'PhotoUploadScreen')),
  },
  {
    path: '/selectInterests',
    element: step(lazyScreen(() => import('./features/interests/InterestsScreen'), 'SelectInterestsScreen')),
  },
  {
    path: '/personality',
    element: step(
      lazyScreen(() => import('./features/questionnaire/PersonalityScreen'), 'PersonalityScreen'),
    ),
  },
  {
    path: '/bio',
    element: guarded(step(lazyScreen(() => import('./features/onboarding/BioScreen'), 'BioScreen'))),
  },
  {
    path: '/viewProfile',
    element: guarded(
      lazyScreen(() => import('./features/profile-view/ViewProfileScreen'), 'ViewProfileScreen'),
    ),
  },
  {
    path: '/editInterests',
    element: guarded(lazyScreen(() => import('./features/interests/InterestsScreen'), 'EditInterestsScreen')),
  },
  {
    // The signed-in shell travels with the deck and the chat in one chunk (vite.chunks.ts): the
    // public screens never load it.
    element: guarded(lazyScreen(() => import('./features/shell/AppLayout'), 'AppLayout')),
    // The swipe deck and the agenda (/videoCall) sit in the layout too: its bottom bar is how members
    // reach everything else, and the agenda is the bar's second button.
    children: [
      {
        path: '/profile',
        element: lazyScreen(() => import('./features/discovery/deck/DiscoverScreen'), 'DiscoverScreen'),
      },
      { path: '/chat', element: lazyScreen(() => import('./features/chat/ChatScreen'), 'ChatScreen') },
      {
        path: '/myProfile',
        element: lazyScreen(() => import('./features/my-profile/MyProfileScreen'), 'MyProfileScreen'),
      },
      {
        path: '/settings',
        element: lazyScreen(() => import('./features/settings/SettingsScreen'), 'SettingsScreen'),
      },
      {
        path: '/verification',
        element: lazyScreen(() => import('./features/verification/VerificationScreen'), 'VerificationScreen'),
      },
      { path: '/changePassword', element: lazyScreen(auth, 'ChangePasswordScreen') },
      {
        path: '/encounterPreferences',
        element: lazyScreen(() => import('./features/preferences/PreferencesScreen'), 'PreferencesScreen'),
      },
      {
        path: LEARNING_PATH,
        element: lazyScreen(() => import('./features/learning/LearningScreen'), 'LearningScreen'),
      },
      {
        path: '/privacy',
        element: lazyScreen(() => import('./features/privacy/PrivacyScreen'), 'PrivacyScreen'),
      },
      { path: '/likes', element: lazyScreen(() => import('./features/likes/LikesScreen'), 'LikesScreen') },
      {
        path: '/pendingMatches',
        element: lazyScreen(
          () => import('./features/pending-matches/PendingMatchesScreen'),
          'PendingMatchesScreen',
        ),
      },
      {
        path: '/premium',
        element: lazyScreen(() => import('./features/marketing/PremiumScreen'), 'PremiumScreen'),
      },
      {
        path: '/services',
        element: lazyScreen(() => import('./features/marketing/ServicesScreen'), 'ServicesScreen'),
      },
      {
        path: '/services/:id',
        element: lazyScreen(() => import('./features/marketing/ServiceScreen'), 'ServiceScreen'),
      },
      { path: '/aide', element: lazyScreen(() => import('./features/help/FaqScreen'), 'FaqScreen') },
      {
        path: '/aide/contact',
        element: lazyScreen(() => import('./features/help/ContactScreen'), 'ContactScreen'),
      },
      {
        path: '/videoCall',
        element: lazyScreen(() => import('./features/video-call/VideoCallScreen'), 'VideoCallScreen'),
      },
      {
        path: '/moderation',
        element: lazyScreen(() => import('./features/moderation/ModerationScreen'), 'ModerationScreen'),
      },
      {
        path: '/moderation/transparence',
        element: lazyScreen(() => import('./features/moderation/TransparencyScreen'), 'TransparencyScreen'),
      },
      {
        path: '/moderation/signalements/:id',
        element: lazyScreen(() => import('./features/moderation/ReportScreen'), 'ReportScreen'),
      },
      {
        path: '/moderation/verifications/:id',
        element: lazyScreen(
          () => import('./features/verification/VerificationReviewScreen'),
          'VerificationReviewScreen',
        ),
      },
      {
        path: '/affinity',
        element: lazyScreen(() => import('./features/affinity/AffinityScreen'), 'AffinityScreen'),
      },
    ],
  },
  { path: '*', element: <Navigate to="/welcome" replace /> },
];
