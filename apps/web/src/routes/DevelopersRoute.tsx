import { DevelopersScreen, paths } from '@brand/ui';
import { toast } from '../app/toast';
import { getSupabase } from '../session/client';

/** The developers page: the screen, this project's URL and public key, the person's own token. */
export function DevelopersRoute({ signedIn }: { signedIn: boolean }) {
  return (
    <main>
      <DevelopersScreen
        supabaseUrl={import.meta.env.VITE_SUPABASE_URL}
        anonKey={import.meta.env.VITE_SUPABASE_ANON_KEY}
        signedIn={signedIn}
        back={
          signedIn
            ? { href: paths.dashboard, label: '← Back to the dashboard' }
            : { href: paths.home, label: '← Back to home' }
        }
        onRevealToken={async () => {
          const db = await getSupabase();
          const { data } = await db.auth.getSession();
          if (!data.session)
            throw new Error('Your session has ended. Sign in again to see your token.');
          return data.session.access_token;
        }}
        onCopy={(text) => {
          navigator.clipboard.writeText(text).then(
            () => toast.success('Copied to the clipboard'),
            () => toast.error('Could not copy', { description: 'Select the text and copy it.' }),
          );
        }}
      />
    </main>
  );
}
