import { forgetTelemetryMember } from '../telemetry';
import { onMemberChange } from './changes';

let installed = false;

/**
 * What a member leaves in the browser beyond local storage and the query cache ends with them too:
 * the device's push subscription (push/leave.ts, loaded only then) and the analytics identity of the
 * tab. Called once by each entry (main.tsx, public/entry.tsx): a log-in on either page may follow
 * another member's session.
 */
export function releaseDeviceWhenMembersChange(): void {
  if (installed) return;
  installed = true;
  onMemberChange((previous) => {
    if (!previous) return;
    forgetTelemetryMember();
    void import('../push/leave')
      .then((push) => push.forgetPushSubscription(previous.token))
      .catch(() => undefined);
  });
}
