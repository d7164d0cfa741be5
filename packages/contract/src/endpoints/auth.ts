import {
  changePasswordReply,
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  resetPasswordRequest,
  sessionReply,
  signupRequest,
  verifyEmailReply,
  verifyEmailRequest,
} from '../auth';
import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import { loginReply } from '../two-step';

/** The account calls of PRODUCT §7. */
export const authEndpoints = {
  signup: endpoint({
    method: 'POST',
    path: '/api/signup',
    auth: 'public',
    body: signupRequest,
    reply: sessionReply,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    auth: 'public',
    body: loginRequest,
    /** A session, or the challenge of two-step verification's second step (endpoints/two-step.ts). */
    reply: loginReply,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/forgot_password',
    auth: 'public',
    body: forgotPasswordRequest,
    reply: statusReply,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset_password',
    auth: 'public',
    body: resetPasswordRequest,
    reply: statusReply,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/change_password',
    body: changePasswordRequest,
    reply: changePasswordReply,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/verify_email',
    auth: 'public',
    body: verifyEmailRequest,
    reply: verifyEmailReply,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/resend_verification_email',
    reply: statusReply,
  }),
};
