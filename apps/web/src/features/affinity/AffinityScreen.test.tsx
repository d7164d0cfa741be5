import { QUESTION_CATEGORIES } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { AffinityScreen } from './AffinityScreen';
import { AFFINITY_TEXTS } from './MyPersonalityId';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const LEVELS = [81, 64, 47, 93, 55, 70];
const reply = {
  categories: QUESTION_CATEGORIES.map((category, index) => ({ name: category.label, level: LEVELS[index] })),
  overall: 68,
};

const partnerField = () => screen.getByLabelText('Identifiant de votre partenaire');
const compareButton = () => screen.getByRole('button', { name: 'Comparer' });
/** Intl writes '81 %' with a narrow no-break space. */
const pct = (level: number) => new RegExp(`^${level}\\s%$`);

function open(myId: string | null, compare = () => json(reply)) {
  const api = mockFetch({
    'GET /api/affinity/me': () => json({ personalityId: myId, shared: false }),
    'GET /api/affinity': compare,
  });
  renderScreen(<AffinityScreen />, '/affinity');
  return { api, user: userEvent.setup() };
}

describe('affinity comparison (PRODUCT §2.6, §5)', () => {
  it("says 'Pas encore de test effectué' without a personality ID, and cannot compare", async () => {
    const { user } = open(null);
    expect(await screen.findByText(discoveryMessages.affinityNoTest)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copier' })).not.toBeInTheDocument();
    await user.type(partnerField(), 'LN-AB12-CD34');
    expect(compareButton()).toBeDisabled();
  });

  it('shares the ID only when the member turns the switch on, and says what that means', async () => {
    const api = mockFetch({
      'GET /api/affinity/me': () => json({ personalityId: 'LN-7K3M-Q9PX', shared: false }),
      'POST /api/affinity/sharing': ({ body }) => json({ shared: (body as { shared: boolean }).shared }),
    });
    renderScreen(<AffinityScreen />, '/affinity');
    const user = userEvent.setup();
    const share = await screen.findByRole('switch', { name: 'Partager mon identifiant' });
    expect(share).not.toBeChecked();
    expect(share).toHaveAccessibleDescription(AFFINITY_TEXTS.privateHelp);

    await user.click(share);
    await vi.waitFor(() => expect(share).toBeChecked(), patiently);
    expect(share).toHaveAccessibleDescription(AFFINITY_TEXTS.sharedHelp);
    expect(api.calls('POST /api/affinity/sharing').map((call) => call.body)).toEqual([{ shared: true }]);
  });

  it('keeps the switch where it was and says so when the server refuses the change', async () => {
    mockFetch({
      'GET /api/affinity/me': () => json({ personalityId: 'LN-7K3M-Q9PX', shared: false }),
      'POST /api/affinity/sharing': () => json({ error: 'Erreur interne.' }, 500),
    });
    renderScreen(<AffinityScreen />, '/affinity');
    const user = userEvent.setup();
    const share = await screen.findByRole('switch', { name: 'Partager mon identifiant' });
    await user.click(share);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne.');
    expect(share).not.toBeChecked();
  });

  it('shows the ID with a copy button', async () => {
    const { user } = open('LN-7K3M-Q9PX');
    expect(await screen.findByText('LN-7K3M-Q9PX')).toBeInTheDocument();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith('LN-7K3M-Q9PX');
    expect(await screen.findByText('Identifiant copié.')).toHaveAttribute('role', 'status');
  });

  it('enables Comparer only with both IDs, then shows the six real figures and the overall one', async () => {
    const { api, user } = open('LN-7K3M-Q9PX');
    await screen.findByText('LN-7K3M-Q9PX');
    expect(compareButton()).toBeDisabled();
    await user.type(partnerField(), '   ');
    expect(compareButton()).toBeDisabled();
    await user.clear(partnerField());
    await user.type(partnerField(), ' ln-ab12-cd34 ');
    expect(compareButton()).toBeEnabled();
    await user.click(compareButton());

    const result = await screen.findByRole('region', { name: 'Vos affinités avec LN-AB12-CD34' });
    expect(api.calls('GET /api/affinity')[0]?.url.searchParams.get('partnerId')).toBe('ln-ab12-cd34');
    const bars = within(result).getAllByRole('listitem');
    expect(bars).toHaveLength(6);
    QUESTION_CATEGORIES.forEach((category, index) => {
      const bar = bars[index];
      if (!bar) throw new Error(`no bar for ${category.id}`);
      expect(within(bar).getByText(category.label)).toBeInTheDocument();
      expect(within(bar).getByText(pct(LEVELS[index] ?? -1))).toBeInTheDocument();
    });
    expect(within(result).getByText(pct(68))).toBeInTheDocument();
    // Never the product brief's fixed figures.
    expect(within(result).queryByText(pct(85))).not.toBeInTheDocument();
  });

  it("shows the server's French reason when the comparison is refused", async () => {
    const { user } = open('LN-7K3M-Q9PX', () => json({ error: discoveryMessages.personalityIdUnknown }, 404));
    await screen.findByText('LN-7K3M-Q9PX');
    await user.type(partnerField(), 'LN-ZZZZ-ZZZZ');
    await user.click(compareButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(discoveryMessages.personalityIdUnknown);
    expect(screen.queryByRole('region', { name: /Vos affinités/ })).not.toBeInTheDocument();
  });

  it('says when the own ID cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/affinity/me': () =>
        fail ? json({ error: 'Erreur interne.' }, 500) : json({ personalityId: 'LN-1', shared: false }),
    });
    renderScreen(<AffinityScreen />, '/affinity');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de récupérer votre identifiant de personnalité.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('LN-1')).toBeInTheDocument();
  });
});
