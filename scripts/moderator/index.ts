/**
 * Gives or takes the moderator role (issue #16): the one way to make a moderator, never the public
 * API. Works on the PostgreSQL server of DATABASE_URL, or the embedded database in DATA_DIR (stop the
 * server first: an embedded database has one process at a time). Each change is kept in the
 * moderation audit log.
 *
 *   npm run moderator -w scripts -- add camille@example.fr
 *   npm run moderator -w scripts -- remove camille@example.fr
 *   npm run moderator -w scripts -- list
 */
import { loadConfig } from '../../apps/api/src/config';
import { migrateToLatest } from '../../apps/api/src/database';
import { connectDatabase } from '../../apps/api/src/db/connect';
import { listModerators, setModerator } from '../../apps/api/src/features/moderation/roles';

const USAGE = 'Usage : npm run moderator -w scripts -- add|remove <e-mail> | list';

async function main(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  const config = loadConfig();
  const database = await connectDatabase(config);
  try {
    await migrateToLatest(database.db);
    if (command === 'list') {
      const moderators = await listModerators(database.db);
      console.log(moderators.length ? moderators.join('\n') : 'Aucun modérateur.');
      return;
    }
    if ((command !== 'add' && command !== 'remove') || !email) throw new Error(USAGE);
    const changed = await setModerator(database.db, email, command === 'add');
    if (!changed) throw new Error(`Aucun compte avec l’adresse ${email}.`);
    console.log(command === 'add' ? `${email} est modérateur.` : `${email} n’est plus modérateur.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
