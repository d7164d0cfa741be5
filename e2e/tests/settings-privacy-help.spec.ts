import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { apiSession } from '../support/matches';
import { createOnboardedMember, type Member } from '../support/members';

/** Issue #24: the privacy switches live on the account; Aide leads to a FAQ and a contact form. */

const DEVICES: { kind: string; city: string; options: BrowserContextOptions }[] = [
  {
    kind: 'phone-360x640',
    city: 'Lannion',
    options: { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true },
  },
  { kind: 'desktop-1280x800', city: 'Morlaix', options: { viewport: { width: 1280, height: 800 } } },
];

const bar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const toggle = (page: Page, name: string) => page.getByRole('switch', { name: new RegExp(`^${name}`) });

/** Opens Paramètres from the side menu (no longer greyed out), as a member would. */
async function openSettings(page: Page) {
  await bar(page).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Paramètres' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
}

async function onDevice(browser: Browser, options: BrowserContextOptions, member: Member) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await logIn(page, member);
  return { context, page };
}

for (const device of DEVICES) {
  test(`on a ${device.kind}, the privacy switches are saved on the account and follow the member to a new session`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = device.kind.startsWith('phone') ? 'Un' : 'Deux';
    const louise = await createOnboardedMember(request, {
      firstName: `Louise${tag}`,
      gender: 'female',
      seeking: 'male',
      city: device.city,
    });
    const marc = await createOnboardedMember(request, {
      firstName: `Marc${tag}`,
      gender: 'male',
      seeking: 'female',
      city: device.city,
    });
    const [her, him] = [await apiSession(request, louise), await apiSession(request, marc)];
    const deckOfMarc = async () =>
      (
        (await (
          await request.get('/api/swipe_profiles?offset=0&limit=50', { headers: him.headers })
        ).json()) as {
          profiles: { id: number; distance: number | null }[];
        }
      ).profiles.find((profile) => profile.id === her.id);
    expect(await deckOfMarc()).toBeDefined();

    const first = await onDevice(browser, device.options, louise);
    await openSettings(first.page);
    await first.page.getByRole('link', { name: 'Confidentialité' }).click();
    await expect(first.page.getByText(/^Ces réglages sont enregistrés sur votre compte/)).toBeVisible();
    const saved = (page: Page) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/privacy_settings') && response.request().method() === 'PUT',
      );
    let save = saved(first.page);
    await toggle(first.page, 'Mode incognito').click();
    await save;
    save = saved(first.page);
    await toggle(first.page, 'Afficher la distance').click();
    await save;
    await expect(toggle(first.page, 'Mode incognito')).toBeChecked();
    await expect(toggle(first.page, 'Afficher la distance')).not.toBeChecked();
    await first.page.screenshot({ path: `test-results/privacy-${device.kind}.png`, fullPage: true });

    // The server keeps her out of Marc's deck: she has not liked him.
    expect(await deckOfMarc()).toBeUndefined();

    // Logged out, then in again on another device: the switches read what the account holds.
    await first.page.goto('/settings');
    await first.page.getByRole('button', { name: 'Se déconnecter' }).click();
    await first.page
      .getByRole('dialog', { name: 'Se déconnecter' })
      .getByRole('button', { name: 'Se déconnecter' })
      .click();
    await expect(first.page).toHaveURL(/\/welcome$/);
    await first.context.close();

    const second = await onDevice(browser, device.options, louise);
    await second.page.goto('/privacy');
    await expect(toggle(second.page, 'Mode incognito')).toBeChecked();
    await expect(toggle(second.page, 'Afficher la distance')).not.toBeChecked();

    // Incognito off again: Marc sees her, without a distance.
    save = saved(second.page);
    await toggle(second.page, 'Mode incognito').click();
    await save;
    expect(await deckOfMarc()).toMatchObject({ id: her.id, distance: null });

    // The reset puts the account's defaults back.
    await second.page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(second.page.getByText('Les réglages par défaut sont rétablis.')).toBeVisible();
    await expect(toggle(second.page, 'Afficher la distance')).toBeChecked();
    expect((await deckOfMarc())?.distance).toBe(0);
    await second.context.close();
  });

  test(`on a ${device.kind}, Aide leads to the FAQ and to a contact form answered by e-mail`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = device.kind.startsWith('phone') ? 'Trois' : 'Quatre';
    const nina = await createOnboardedMember(request, {
      firstName: `Nina${tag}`,
      gender: 'female',
      seeking: 'male',
      city: device.city,
    });
    const { context, page } = await onDevice(browser, device.options, nina);
    await openSettings(page);

    await page.getByRole('button', { name: 'Langue' }).click();
    const language = page.getByRole('dialog', { name: 'Langue' });
    await expect(language).toContainText('Lien est disponible en français uniquement pour le moment.');
    await language.getByRole('button', { name: 'Fermer' }).click();

    await page.getByRole('button', { name: 'Aide' }).click();
    await page.getByRole('dialog', { name: 'Aide' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
    const question = page.getByText(/Comment bloquer ou signaler quelqu’un/);
    await question.click();
    await expect(page.getByText(/Vous ne vous verrez plus, nulle part/)).toBeVisible();
    await page.screenshot({ path: `test-results/faq-${device.kind}.png`, fullPage: true });

    await page.getByRole('link', { name: 'Contacter le support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacter le support' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Votre message' }).fill('Je ne retrouve plus mes likes envoyés.');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText(/^Votre message est envoyé./)).toBeVisible();
    await page.screenshot({ path: `test-results/contact-${device.kind}.png`, fullPage: true });

    const mails = (await (await request.get('/dev/mailbox.json')).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const confirmation = mails.find(
      (mail) => mail.to === nina.email && mail.subject === 'Nous avons bien reçu votre message',
    );
    expect(confirmation?.text).toContain('Je ne retrouve plus mes likes envoyés.');

    // The terms and the privacy policy are real pages too.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Aide' }).click();
    await page
      .getByRole('dialog', { name: 'Aide' })
      .getByRole('link', { name: 'Politique de confidentialité' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInViewport();
    await context.close();
  });
}
