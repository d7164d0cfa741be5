import { discoveryMessages } from '@lien/contract/texts';
import { useSearchParams } from 'react-router';
import { Screen } from '../../ui/Screen';
import { type TabItem, Tabs } from '../../ui/Tabs';
import { LikesPanel } from './LikesPanel';
import type { LikesKind } from './queries';
import { useLikesList } from './queries';

const tabLabel = (kind: LikesKind, count: number | null) => {
  if (count === null) return kind === 'received' ? 'Likes Reçus' : 'Likes Envoyés';
  return kind === 'received'
    ? discoveryMessages.likesReceivedTab(count)
    : discoveryMessages.likesSentTab(count);
};

/**
 * PRODUCT §2.5 likes: two tabs, each with its count once its list is known, over a two-column grid of
 * cards. The open tab lives in the address (?tab=sent) so that coming back from a profile can show it.
 */
export function LikesScreen() {
  const [params, setParams] = useSearchParams();
  const selected: LikesKind = params.get('tab') === 'sent' ? 'sent' : 'received';
  // Listing received likes marks them seen: only once their tab is open (opening on ?tab=sent does not).
  const received = useLikesList('received', selected === 'received');
  const sent = useLikesList('sent');
  const count = (list: typeof received) => (list.load.status === 'ready' ? list.load.likes.length : null);
  const tabs: TabItem<LikesKind>[] = [
    { key: 'received', label: tabLabel('received', count(received)) },
    { key: 'sent', label: tabLabel('sent', count(sent)) },
  ];

  return (
    <Screen title="Likes">
      <Tabs
        label="Vos likes"
        tabs={tabs}
        selected={selected}
        onSelect={(kind) => setParams(kind === 'sent' ? { tab: 'sent' } : {}, { replace: true })}
      >
        <LikesPanel key={selected} kind={selected} list={selected === 'received' ? received : sent} />
      </Tabs>
    </Screen>
  );
}
