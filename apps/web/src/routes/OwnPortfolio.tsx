import { PortfolioManager, type Profile } from '@brand/ui';
import { toast } from '../app/toast';
import { getDb } from '../data/client';
import { deletePortfolioItem, movePortfolioItem, savePortfolioItem } from '../data/portfolio';
import { fetchProfile } from '../data/profilePage';

/**
 * One's own profile's Portfolio tab: the manager (add, edit, reorder, delete), writing through
 * ../data/portfolio and then reading the profile again so the cards show what is stored. Its
 * own chunk (with the manager's dialogs), loaded only on one's own profile.
 */
export default function OwnPortfolio({
  profile,
  replace,
}: {
  profile: Profile;
  replace: (profile: Profile) => void;
}) {
  const refresh = async () => {
    const fresh = await fetchProfile(await getDb(), profile.id);
    if (fresh) replace(fresh);
  };
  return (
    <PortfolioManager
      items={profile.portfolio}
      onSave={async (draft, image, id) => {
        await savePortfolioItem(profile.id, draft, image, id);
        await refresh();
        toast.success(id ? 'Project saved' : 'Project added', {
          description: `“${draft.title}” is on your profile.`,
        });
      }}
      onDelete={async (id) => {
        await deletePortfolioItem(id);
        await refresh();
      }}
      onMove={async (id, by) => {
        await movePortfolioItem(
          profile.portfolio.map((item) => item.id),
          id,
          by,
        );
        await refresh();
      }}
    />
  );
}
