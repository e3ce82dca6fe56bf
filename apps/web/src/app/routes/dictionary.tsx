/** /dashboard/dictionary (spec §2 Dictionary): `?word=` searches at once. */
import { DictionaryPage } from '../../features/dictionary/components/dictionary-page.tsx';
import { useSession } from '../../lib/session.tsx';

export function Component() {
  const { data } = useSession();
  return <DictionaryPage userId={data?.user.id ?? null} />;
}
