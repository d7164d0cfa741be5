import { authEndpoints, type SignupRequest } from '@lien/contract';
import { call } from './call';

/** The account calls of SPEC §7, as the contract declares them. */
export const authApi = {
  signup: (body: SignupRequest) => call(authEndpoints.signup, { body }),
  login: (email: string, password: string) => call(authEndpoints.login, { body: { email, password } }),
  forgotPassword: (email: string) => call(authEndpoints.forgotPassword, { body: { email } }),
  resetPassword: (token: string, newPassword: string) =>
    call(authEndpoints.resetPassword, { body: { token, newPassword } }),
  changePassword: (oldPassword: string, newPassword: string) =>
    call(authEndpoints.changePassword, { body: { oldPassword, newPassword } }),
  verifyEmail: (token: string) => call(authEndpoints.verifyEmail, { body: { token } }),
  resendVerification: () => call(authEndpoints.resendVerification),
  /** LinkedIn sign-in is a full-page visit to the API host, which redirects to LinkedIn and back. */
  startLinkedinLogin: () => window.location.assign('/api/auth/linkedin/login'),
};
