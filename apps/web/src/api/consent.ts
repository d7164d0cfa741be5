import { consentEndpoints, SENSITIVE_CONSENT_VERSION } from '@lien/contract';
import { call } from './call';

/** The consent to sensitive questions (RGPD art. 9), as the contract declares its calls. */
export const consentApi = {
  state: () => call(consentEndpoints.sensitive),
  /** Consents to the text in force, the one the screen shows. */
  give: () => call(consentEndpoints.give, { body: { version: SENSITIVE_CONSENT_VERSION } }),
  withdraw: () => call(consentEndpoints.withdraw),
};
