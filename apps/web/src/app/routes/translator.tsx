import { TranslatorPage } from '../../features/translator/components/translator-page.tsx';

export function Component() {
  return <TranslatorPage />;
}
