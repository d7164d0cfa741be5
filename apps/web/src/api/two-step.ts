import { twoStepEndpoints } from '@lien/contract';
import { call } from './call';

/** Two-step verification (issue #24): set-up, status, turning off, and the log-in's second step. */
export const twoStepApi = {
  status: () => call(twoStepEndpoints.status),
  startSetup: () => call(twoStepEndpoints.startSetup),
  confirmSetup: (code: string) => call(twoStepEndpoints.confirmSetup, { body: { code } }),
  disable: (code: string) => call(twoStepEndpoints.disable, { body: { code } }),
  login: (challenge: string, code: string) => call(twoStepEndpoints.login, { body: { challenge, code } }),
};
