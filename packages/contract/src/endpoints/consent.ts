import { giveSensitiveConsentRequest, sensitiveConsentState } from '../consent';
import { endpoint } from '../endpoint';

/** The explicit consent to sensitive questions (RGPD art. 9): its state, giving it, withdrawing it. */
export const consentEndpoints = {
  sensitive: endpoint({ method: 'GET', path: '/api/sensitive_consent', reply: sensitiveConsentState }),
  give: endpoint({
    method: 'POST',
    path: '/api/sensitive_consent',
    body: giveSensitiveConsentRequest,
    reply: sensitiveConsentState,
  }),
  /** Withdraws it and erases the sensitive answers at once (the vector and the deck follow). */
  withdraw: endpoint({
    method: 'POST',
    path: '/api/sensitive_consent/withdraw',
    reply: sensitiveConsentState,
  }),
};
