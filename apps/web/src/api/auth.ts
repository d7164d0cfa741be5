import type { SignupRequest } from '@lien/contract';
import { call } from './call';

/**
 * The contract's declarations of these calls, loaded with the first one: their zod schemas are then
 * not among the first scripts of the public screens (/welcome, /signup, /login) that use them.
 */
const endpoints = () => import('./lazy/auth').then((module) => module.authEndpoints);

/** The account calls of SPEC §7, as the contract declares them. */
export const authApi = {
  signup: async (body: SignupRequest) => call((await endpoints()).signup, { body }),
  login: async (email: string, password: string) =>
    call((await endpoints()).login, { body: { email, password } }),
  forgotPassword: async (email: string) => call((await endpoints()).forgotPassword, { body: { email } }),
  resetPassword: async (token: string, newPassword: string) =>
    call((await endpoints()).resetPassword, { body: { token, newPassword } }),
  changePassword: async (oldPassword: string, newPassword: string) =>
    call((await endpoints()).changePassword, { body: { oldPassword, newPassword } }),
  verifyEmail: async (token: string) => call((await endpoints()).verifyEmail, { body: { token } }),
  resendVerification: async () => call((await endpoints()).resendVerification),
  /** LinkedIn sign-in is a full-page visit to the API host, which redirects to LinkedIn and back. */
  startLinkedinLogin: () => window.location.assign('/api/auth/linkedin/login'),
};
