import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionTokens } from '../../infra/tokens';
import type { LiveSession } from './hub';
import { findSessionVersion } from './queries';

/**
 * The session a socket's token opens, by the rules of plugins/authentication.ts: a valid, unexpired
 * token whose member exists and whose session version is current. Null for anything else.
 */
export async function readLiveSession(
  db: Kysely<Database>,
  tokens: SessionTokens,
  token: string,
): Promise<LiveSession | null> {
  const claims = await tokens.read(token);
  if (!claims) return null;
  const version = await findSessionVersion(db, claims.userId);
  if (version !== claims.sessionVersion) return null;
  // The signature was just checked: reading the expiry back without checking again is safe.
  const { exp } = decodeJwt(token);
  if (exp === undefined) return null;
  return { userId: claims.userId, sessionVersion: claims.sessionVersion, expiresAt: exp * 1000 };
}
