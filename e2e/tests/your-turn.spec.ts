import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

/* « À vous de jouer » (issue #27): whose turn it is, in the list and the thread, at 360×640, by keyboard. */

const YOUR_TURN = 'À vous de jouer';
const THEIR_TURN = 'En attente de sa réponse';

/** The row of a conversation in the list, found by the other person's name. */
const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });

test('a member sees « À vous de jouer » where their match wrote, answers by keyboard, and no longer does', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ines = await createOnboardedMember(request, {
    firstName: 'Inès',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
    birthDate: '1994-02-17',
  });
  const basile = await createOnboardedMember(request, {
    firstName: 'Basile',
    gender: 'male',
    seeking: 'female',
    city: 'Quimper',
    birthDate: '1991-07-03',
  });
  const [, his] = await makeMatch(request, ines, basile);
  // Basile writes first, through the API.
  const listed = await request.get('/api/conversations', { headers: his.headers });
  const { conversations } = (await listed.json()) as { conversations: { conversationID: number }[] };
  const conversationID = conversations[0]?.conversationID;
  const sent = await request.post('/api/send_message', {
    headers: his.headers,
    data: { conversationID, messageContent: 'Bonjour Inès ! Tu connais la crêperie du port ?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  // Basile keeps his conversations open: it is Inès's turn.
  const basilePage = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(basilePage, basile);
  await basilePage.goto('/chat');
  await expect(row(basilePage, 'Inès')).toContainText(THEIR_TURN);

  const page = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(page, ines);
  await page.goto('/chat');
  const basileRow = row(page, 'Basile');
  await expect(basileRow).toContainText(YOUR_TURN);
  await expect(basileRow).toContainText('Tu connais la crêperie du port ?');
  // Said to a screen reader with the row, after the person and their message.
  await expect(basileRow).toHaveAccessibleName(/Basile.*crêperie du port.*À vous de jouer/);
  expect(await seriousViolations(page, 'the list')).toEqual([]);
  await page.screenshot({ path: 'test-results/your-turn-list.png' });

  // By keyboard: to the row, into the thread.
  await basileRow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat\?conversationID=\d+$/);
  const input = page.getByRole('textbox', { name: 'Votre message' });
  await expect(page.getByText(YOUR_TURN)).toBeVisible();
  // Opening the thread puts the focus on its title (announced by screen readers): then to the box.
  await expect(page.getByRole('heading', { level: 1, name: /Basile/ })).toBeFocused();
  // The note sits just above the message box, both on screen at 360×640.
  const note = await page.getByText(YOUR_TURN).boundingBox();
  const box = await input.boundingBox();
  expect(note && box && note.y + note.height <= box.y + 1).toBe(true);
  expect(box && box.y + box.height <= 640).toBe(true);
  expect(await seriousViolations(page, 'the thread')).toEqual([]);
  await page.screenshot({ path: 'test-results/your-turn-thread.png' });

  await input.focus();
  await page.keyboard.type('Oui, on y va samedi ?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText('Oui, on y va samedi ?')).toBeVisible();
  await expect(page.getByText(THEIR_TURN)).toBeVisible();
  await expect(page.getByText(YOUR_TURN)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/your-turn-answered.png' });

  // Back in the list, and after a reload: no longer her turn.
  await page.getByRole('button', { name: 'Retour aux conversations' }).click();
  await expect(row(page, 'Basile')).toContainText(THEIR_TURN);
  await expect(row(page, 'Basile')).not.toContainText(YOUR_TURN);
  await page.reload();
  await expect(row(page, 'Basile')).toContainText(THEIR_TURN);

  // Basile's list turned live, without a reload: his turn now.
  await expect(row(basilePage, 'Inès')).toContainText(YOUR_TURN);
});

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The digests sent to an address that carry a line, from the dev outbox. */
async function digestsWith(request: APIRequestContext, to: string, line: string): Promise<OutboxMail[]> {
  const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
  return mails.filter(
    (mail) => mail.to === to && mail.subject === 'Du nouveau sur Lien' && mail.text.includes(line),
  );
}

test('a new member whose match wrote a day ago is reminded in her digest, answers from its link, and is not reminded again', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ines = await createOnboardedMember(request, {
    firstName: 'Inès',
    gender: 'female',
    seeking: 'male',
    city: 'Brest',
    birthDate: '1995-05-21',
  });
  const basile = await createOnboardedMember(request, {
    firstName: 'Basile',
    gender: 'male',
    seeking: 'female',
    city: 'Brest',
    birthDate: '1992-09-14',
  });
  const [, his] = await makeMatch(request, ines, basile);
  const listed = await request.get('/api/conversations', { headers: his.headers });
  const { conversations } = (await listed.json()) as { conversations: { conversationID: number }[] };
  const sent = await request.post('/api/send_message', {
    headers: his.headers,
    data: {
      conversationID: conversations[0]?.conversationID,
      messageContent: 'On se fait ce café au port ?',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  // A day goes by without an answer (the end-to-end server's stand-in: the reminder round and her
  // digest run as they would 25 hours from now). She has no push device here: the digest tells her.
  const LINE = 'Basile attend votre réponse.';
  const reminded = await request.post('/dev/turn_reminders', { data: { email: ines.email } });
  expect(reminded.ok(), await reminded.text()).toBe(true);
  expect(await reminded.json()).toEqual({ pushed: 0, digested: 1, mailed: 1 });
  await expect.poll(async () => (await digestsWith(request, ines.email, LINE)).length).toBe(1);
  const [digest] = await digestsWith(request, ines.email, LINE);
  expect(digest?.text).toContain('Ouvrez Lien pour répondre.');
  const link = /https?:\/\/\S+\/chat\b/.exec(digest?.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // The digest's link opens her conversations; Basile's waits on her.
  const page = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(page, ines);
  await page.goto(link as string);
  const basileRow = row(page, 'Basile');
  await expect(basileRow).toContainText(YOUR_TURN);
  await expect(basileRow).toContainText('On se fait ce café au port ?');
  await basileRow.focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('textbox', { name: 'Votre message' });
  // The thread's title takes the focus once it is open (announced by screen readers): then to the box.
  await expect(page.getByRole('heading', { level: 1, name: /Basile/ })).toBeFocused();
  await input.focus();
  await page.keyboard.type('Avec plaisir, samedi matin ?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText('Avec plaisir, samedi matin ?')).toBeVisible();
  await expect(page.getByText(THEIR_TURN)).toBeVisible();
  await page.screenshot({ path: 'test-results/your-turn-reminded-answered.png' });

  // Basile answers in turn; another day goes by: one reminder per conversation, ever — none again.
  const again = await request.post('/api/send_message', {
    headers: his.headers,
    data: { conversationID: conversations[0]?.conversationID, messageContent: 'Parfait, à samedi !' },
  });
  expect(again.ok(), await again.text()).toBe(true);
  const later = await request.post('/dev/turn_reminders', { data: { email: ines.email } });
  expect(later.ok(), await later.text()).toBe(true);
  expect((await later.json()) as { digested: number }).toMatchObject({ pushed: 0, digested: 0 });
  expect(await digestsWith(request, ines.email, LINE)).toHaveLength(1);
});
