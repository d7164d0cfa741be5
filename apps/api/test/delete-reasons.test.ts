import { accountMessages, DELETE_REASONS } from '@lien/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import * as deletion from '../src/db/migrations/2026_11_23_0009_account_deletion';
import * as specReasons from '../src/db/migrations/2026_11_25_0017_delete_reasons_spec';
import { useTestApp } from './app';
import { createCity, signUp } from './factories';

const SPEC_REASONS = [
  "Je n'ai pas aimé l'application",
  "J'ai trouvé quelqu'un",
  'Je fais une pause',
  'Autre',
];
const PASSWORD = 'motdepasse-solide';

describe('the delete-account reasons (PRODUCT §3)', () => {
  const t = useTestApp();
  const { client } = t;
  let cityId: number;

  beforeAll(async () => {
    cityId = await createCity(t.database.db, { name: 'Vannes-Test', zip: '56000' });
  });

  const deletions = () => t.database.db.selectFrom('account_deletions').selectAll().orderBy('id').execute();

  it('are the product brief’s four, in its order', () => {
    expect([...DELETE_REASONS]).toEqual(SPEC_REASONS);
  });

  it.each(SPEC_REASONS)('records a deletion for « %s »', async (reason) => {
    const { token } = await signUp(client, cityId, { password: PASSWORD });
    const response = await client.post('/api/delete_account', { password: PASSWORD, reason }, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect((await deletions()).at(-1)).toMatchObject({ reason, comment: null });
  });

  it.each(['Je ne trouve pas de profils qui me correspondent', 'Problème technique'])(
    'refuses the retired reason « %s » in French and keeps the account',
    async (reason) => {
      const { token, payload } = await signUp(client, cityId, { password: PASSWORD });
      const response = await client.post('/api/delete_account', { password: PASSWORD, reason }, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: accountMessages.reasonRequired });
      const login = await client.post('/api/login', { email: payload.email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
    },
  );

  it('are what the database accepts, and nothing else', async () => {
    const { db } = t.database;
    // Raw SQL: the table's TypeScript type already refuses what the CHECK is tested to refuse.
    const insert = (reason: string) =>
      sql`insert into account_deletions (reason) values (${reason})`.execute(db);
    for (const reason of DELETE_REASONS) await expect(insert(reason)).resolves.toBeDefined();
    await expect(insert('Problème technique')).rejects.toThrow(/account_deletions_reason_valid/);
    await expect(insert('Ennui')).rejects.toThrow(/account_deletions_reason_valid/);
  });
});

describe('the migration to the product brief’s reasons', () => {
  // A database of its own holding only account_deletions, as 0009 made it, with records of old reasons.
  let database: DatabaseHandle;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await connectDatabase({ dataDir: ':memory:' });
    db = database.db as unknown as Kysely<unknown>;
    await deletion.up(db);
  });
  afterAll(() => database.close());

  const records = async () =>
    (
      await sql<{ reason: string; comment: string | null }>`
      select reason, comment from account_deletions order by id`.execute(db)
    ).rows;

  it('keeps what each member said, and reverts', async () => {
    await sql`insert into account_deletions (reason, comment) values
      ('J''ai trouvé quelqu''un', null),
      ('Je ne trouve pas de profils qui me correspondent', null),
      ('Je fais une pause', null),
      ('Problème technique', null),
      ('Autre', 'Trop de trajets')`.execute(db);

    await specReasons.up(db);
    expect(await records()).toEqual([
      { reason: "J'ai trouvé quelqu'un", comment: null },
      { reason: 'Autre', comment: 'Je ne trouve pas de profils qui me correspondent' },
      { reason: 'Je fais une pause', comment: null },
      { reason: 'Autre', comment: 'Problème technique' },
      { reason: 'Autre', comment: 'Trop de trajets' },
    ]);
    await expect(
      sql`insert into account_deletions (reason) values ('Problème technique')`.execute(db),
    ).rejects.toThrow(/account_deletions_reason_valid/);
    await sql`insert into account_deletions (reason) values ('Je n''ai pas aimé l''application')`.execute(db);

    await specReasons.down(db);
    expect(await records()).toEqual([
      { reason: "J'ai trouvé quelqu'un", comment: null },
      { reason: 'Je ne trouve pas de profils qui me correspondent', comment: null },
      { reason: 'Je fais une pause', comment: null },
      { reason: 'Problème technique', comment: null },
      { reason: 'Autre', comment: 'Trop de trajets' },
      { reason: 'Autre', comment: "Je n'ai pas aimé l'application" },
    ]);
  });
});
