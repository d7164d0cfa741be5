import { expect, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

// A small phone, as most members hold it.
test.use({ viewport: { width: 360, height: 640 } });

test('a hurtful message is covered for its reader and questioned for its writer; the reader blocks its author from the thread', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const ines = await createOnboardedMember(request, {
    firstName: 'Inès',
    gender: 'female',
    seeking: 'male',
    city: 'Rennes',
  });
  const hugo = await createOnboardedMember(request, {
    firstName: 'Hugo',
    gender: 'male',
    seeking: 'female',
    city: 'Rennes',
  });
  const [, hugoSession] = await makeMatch(request, ines, hugo);
  const conversations = await request.get('/api/conversations', { headers: hugoSession.headers });
  const { conversationID } = ((await conversations.json()) as { conversations: { conversationID: number }[] })
    .conversations[0] ?? { conversationID: 0 };
  const sent = await request.post('/api/send_message', {
    headers: hugoSession.headers,
    data: { conversationID, messageContent: 't’es qu’une s@lope' },
  });
  expect(sent.ok()).toBe(true);

  // Inès opens the thread: the message is covered, with the report one tap away.
  await logIn(page, ines);
  await page.goto(`/chat?conversationID=${conversationID}`);
  const log = page.getByRole('log', { name: /^Messages avec Hugo/ });
  await expect(log.getByText('Ce message pourrait vous heurter')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Signaler' })).toBeVisible();
  await page.screenshot({ path: 'test-results/harassment/covered.png' });
  await log.getByRole('button', { name: 'Afficher le message' }).click();
  await expect(log.getByText('t’es qu’une s@lope')).toBeVisible();

  // Her own angry answer asks her first; she rewords it.
  const input = page.getByRole('textbox', { name: 'Votre message' });
  await input.fill('Espèce de connard');
  await input.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Êtes-vous sûr\u00a0?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: 'test-results/harassment/confirm.png' });
  await confirm.getByRole('button', { name: 'Modifier mon message' }).click();
  await expect(input).toHaveValue('Espèce de connard');

  // She blocks him from the thread: the conversation goes, and the privacy list says he is blocked.
  await page.getByRole('button', { name: 'Plus d’actions pour la conversation avec Hugo E.' }).click();
  await page.getByRole('menuitem', { name: 'Bloquer' }).click();
  const block = page.getByRole('dialog', { name: 'Bloquer Hugo\u00a0?' });
  await expect(block).toBeVisible();
  await page.screenshot({ path: 'test-results/harassment/block.png' });
  await block.getByRole('button', { name: 'Bloquer' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('link', { name: /Hugo/ })).toHaveCount(0);

  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Profils bloqués' }).click();
  const blocked = page.getByRole('dialog', { name: 'Profils bloqués' });
  await expect(blocked.getByRole('listitem')).toHaveText(['HugoBloquéDébloquer']);
  await page.screenshot({ path: 'test-results/harassment/privacy.png' });
});
