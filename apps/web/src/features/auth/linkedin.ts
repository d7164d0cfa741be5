/**
 * LinkedIn sign-in is a full-page visit to the API host, which redirects to LinkedIn and back. Apart
 * from queries.ts so that /welcome, which offers it, loads no query library.
 */
export function startLinkedinLogin(): void {
  window.location.assign('/api/auth/linkedin/login');
}
