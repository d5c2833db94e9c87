import { APP_VERSION } from '../../../domain/constants.ts';
import { Footer } from '../../components/Footer.tsx';
import { usePublicConfig } from '../../features/config/index.ts';

export function AppFooter() {
  const config = usePublicConfig();
  return <Footer links={config.data?.links ?? null} version={config.data?.app_version ?? APP_VERSION} />;
}
