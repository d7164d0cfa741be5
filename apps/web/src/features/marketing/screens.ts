/** The marketing screens shown before any account exists (the slides are onboarding's). */
export { WelcomeScreen } from './WelcomeScreen';
