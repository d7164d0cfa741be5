/** The account screens other than sign-up, loaded together: small, and visited in a row. */
export { ChangePasswordScreen } from './ChangePasswordScreen';
export { EmailVerificationScreen } from './EmailVerificationScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { GoodbyeScreen } from './GoodbyeScreen';
export { LinkedinRedirectScreen } from './LinkedinRedirectScreen';
export { LoginScreen } from './LoginScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';
export { SignupSuccessScreen } from './SignupSuccessScreen';
export { VerifyEmailScreen } from './VerifyEmailScreen';
