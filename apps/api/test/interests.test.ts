import { INTERESTS } from '@lien/contract/rules';
import { interestsMessages as m, serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { interestCount, selectedInterests } from '../src/features/interests/service';
import { useTestApp } from './app';
import { giveInterests, logIn, signUp, useCity } from './factories';

const t = useTestApp();
const { client } = t;

const city = useCity(t);

const save = (token: string | undefined, selectedInterests: unknown) =>
  client.post('/api/update_interests', { selectedInterests }, { token });

describe('GET /interests.json', () => {
  it('serves the catalogue publicly, cacheable for an hour, with a tag', async () => {
    const response = await client.get('/interests.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    expect(response.json()).toEqual(INTERESTS);
  });

  it('answers 304 to a browser that still holds it, and compresses it for those that accept it', async () => {
    const first = await client.get('/interests.json');
    const etag = String(first.headers.etag);
    const again = await client.get('/interests.json', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await client.get('/interests.json', { headers: { 'if-none-match': 'W/"autre"' } });
    expect(stale.statusCode).toBe(200);
    const gzipped = await client.get('/interests.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(etag);
  });
});

describe('POST /api/update_interests', () => {
  it('saves the choice and answers it in catalogue order', async () => {
    const { token, user } = await signUp(client, city.id);
    const response = await save(token, ['Randonnée', 'Football', 'Jazz']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', selectedInterests: ['Football', 'Jazz', 'Randonnée'] });
    expect(await selectedInterests(t.database.db, user.id)).toEqual(['Football', 'Jazz', 'Randonnée']);
  });

  it('replaces the whole set rather than adding to it', async () => {
    const { token, user } = await signUp(client, city.id);
    await giveInterests(client, token, ['Tennis', 'Yoga', 'Chats']);
    await giveInterests(client, token, ['Chats', 'Poésie']);
    expect(await selectedInterests(t.database.db, user.id)).toEqual(['Poésie', 'Chats']);
    expect(await interestCount(t.database.db, user.id)).toBe(2);
  });

  it.each([
    ['an unknown interest', ['Tennis', 'Pétanque'], m.unknown('Pétanque')],
    ['an empty list', [], m.required],
    ['no list at all', undefined, m.required],
    ['a duplicate', ['Tennis', 'Yoga', 'Tennis'], m.duplicate('Tennis')],
    ['a category instead of an interest', ['Sport'], m.unknown('Sport')],
    ['a near miss in spelling', ['tennis'], m.unknown('tennis')],
  ])('refuses %s with the French message and keeps the previous set', async (_case, names, message) => {
    const { token, user } = await signUp(client, city.id);
    await giveInterests(client, token, ['Jazz']);
    const response = await save(token, names);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await selectedInterests(t.database.db, user.id)).toEqual(['Jazz']);
  });

  it('keeps one set or the other when two saves cross, never a mix of both', async () => {
    const { token, user } = await signUp(client, city.id);
    await giveInterests(client, token, ['Jazz']);
    const first = ['Tennis', 'Golf', 'Rugby'];
    const second = ['Chats', 'Chiens'];
    const replies = await Promise.all([save(token, first), save(token, second)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const stored = await selectedInterests(t.database.db, user.id);
    expect([[...first].sort(), [...second].sort()]).toContainEqual([...stored].sort());
  });

  it("changes only the signed-in member's interests", async () => {
    const alice = await signUp(client, city.id);
    const bob = await signUp(client, city.id);
    await giveInterests(client, bob.token, ['Échecs']);
    await giveInterests(client, alice.token, ['Tennis']);
    expect(await selectedInterests(t.database.db, bob.user.id)).toEqual(['Échecs']);
  });

  it('needs a session and the CSRF token', async () => {
    expect((await save(undefined, ['Tennis'])).json()).toEqual({ error: serverMessages.unauthenticated });
    expect((await save(undefined, ['Tennis'])).statusCode).toBe(401);
    const { token } = await signUp(client, city.id);
    const response = await client.post(
      '/api/update_interests',
      { selectedInterests: ['Tennis'] },
      { token, withoutCsrf: true },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('the interestsCompleted flag', () => {
  it('turns true at log-in once the member has an interest, and only that flag', async () => {
    const { token, payload, user } = await signUp(client, city.id);
    expect((await logIn(client, payload.email)).user).toMatchObject({ interestsCompleted: false });
    await giveInterests(client, token, ['Randonnée']);
    expect((await logIn(client, payload.email)).user).toEqual({
      id: user.id,
      email: payload.email.toLowerCase(),
      isVerified: false,
      photoUploadCompleted: false,
      interestsCompleted: true,
      personalityCompleted: false,
    });
  });
});
