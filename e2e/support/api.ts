import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** A unique address, so no journey depends on another's data. */
export const uniqueEmail = (prefix: string, domain = 'exemple.fr') =>
  `${prefix}.${randomUUID().slice(0, 8)}@${domain}`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the newest mail to an address in the dev outbox and answers the link it carries. */
export async function mailedLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
    const mail = mails.find((candidate) => candidate.to === to && candidate.subject === subject);
    const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${subject}" mail to ${to}`);
}

/** The id of a real city from the national list, found through the public search. */
export async function cityId(request: APIRequestContext, query: string): Promise<number> {
  const cities = (await (
    await request.get(`/api/search_cities?query=${encodeURIComponent(query)}`)
  ).json()) as {
    id: number;
  }[];
  const id = cities[0]?.id;
  if (!id) throw new Error(`no city for ${query}`);
  return id;
}

/** Signs a member up through the API, as the sign-up screen would, and verifies the address. */
export async function createVerifiedMember(request: APIRequestContext, email: string, password: string) {
  const csrf = (await (await request.get('/api/get_csrf_token')).json()) as { csrf_token: string };
  const headers = { 'x-csrf-token': csrf.csrf_token };
  const signup = await request.post('/api/signup', {
    headers,
    data: {
      firstName: 'Hélène',
      lastName: 'Durand',
      email,
      phone: '0611223344',
      birthDate: '1988-04-12',
      password,
      gender: 'female',
      seeking: 'male',
      locationId: await cityId(request, 'Nantes'),
    },
  });
  if (!signup.ok()) throw new Error(`signup failed: ${await signup.text()}`);
  const link = await mailedLink(request, email, 'Confirmez votre adresse email');
  const token = new URL(link).searchParams.get('token');
  const verified = await request.post('/api/verify_email', { headers, data: { token } });
  if (!verified.ok()) throw new Error(`verification failed: ${await verified.text()}`);
}
