import {
  changePasswordReply,
  type SignupRequest,
  sessionReply,
  statusReply,
  verifyEmailReply,
} from '@lien/contract';
import { request } from './client';

/** Typed account calls of SPEC §7. */
export const authApi = {
  signup: (body: SignupRequest) =>
    request('/api/signup', { method: 'POST', body, reply: sessionReply, auth: false }),
  login: (email: string, password: string) =>
    request('/api/login', { method: 'POST', body: { email, password }, reply: sessionReply, auth: false }),
  forgotPassword: (email: string) =>
    request('/api/forgot_password', { method: 'POST', body: { email }, reply: statusReply, auth: false }),
  resetPassword: (token: string, newPassword: string) =>
    request('/api/reset_password', {
      method: 'POST',
      body: { token, newPassword },
      reply: statusReply,
      auth: false,
    }),
  changePassword: (oldPassword: string, newPassword: string) =>
    request('/api/change_password', {
      method: 'POST',
      body: { oldPassword, newPassword },
      reply: changePasswordReply,
    }),
  verifyEmail: (token: string) =>
    request('/api/verify_email', { method: 'POST', body: { token }, reply: verifyEmailReply, auth: false }),
  resendVerification: () => request('/api/resend_verification_email', { method: 'POST', reply: statusReply }),
  /** LinkedIn sign-in is a full-page visit to the API host, which redirects to LinkedIn and back. */
  startLinkedinLogin: () => window.location.assign('/api/auth/linkedin/login'),
};
