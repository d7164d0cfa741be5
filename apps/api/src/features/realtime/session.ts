import type { SessionTokens } from '../../infra/tokens';
import type { LiveSession } from './hub';

/**
 * The session a socket's token opens, by the rules of plugins/authentication.ts: a valid, unexpired
 * token whose member exists and whose session version is current. Null for anything else.
 */
export async function readLiveSession(
  sessionVersion: (userId: number) => Promise<number | undefined>,
  tokens: SessionTokens,
  token: string,
): Promise<LiveSession | null> {
  const claims = tokens.read(token);
  if (!claims) return null;
  const version = await sessionVersion(claims.userId);
  if (version !== claims.sessionVersion) return null;
  return claims;
}
