import { type HelpMessageRequest, helpEndpoints } from '@lien/contract';
import { call } from './call';

/** The help's call (issue #24): a message to the support, answered by e-mail. */
export const helpApi = {
  message: (body: HelpMessageRequest) => call(helpEndpoints.message, { body }),
};
