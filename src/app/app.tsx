import { useUnit } from 'effector-react';
import { useDeferredValue } from 'react';
import { useTranslation } from '@/shared/i18n';
import { $configFailed, $isAppReady } from './model/start';
import { PortalRoutes } from './router/router';

export function App() {
  const { t } = useTranslation();
  const [isAppReady, configFailed] = useUnit([$isAppReady, $configFailed]);
  // The router and the first screen are the largest render of a visit: React renders them in the background, in
  // slices that leave the main thread free for input, instead of in one long task (issue 19: total blocking time).
  const isReady = useDeferredValue(isAppReady, false);
  if (configFailed) {
    return (
      <main className="app-status" role="alert">
        {t('errors.configUnavailable')}
      </main>
    );
  }
  if (!isReady) {
    return (
      <p className="app-status loading-text" role="status">
        {t('app.loading')}
      </p>
    );
  }
  return <PortalRoutes />;
}
