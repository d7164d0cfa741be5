/** The screens shown before any account exists. */
export { OnboardingScreen } from './OnboardingScreen';
export { WelcomeScreen } from './WelcomeScreen';
