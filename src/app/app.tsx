import { useUnit } from 'effector-react';
import { useTranslation } from '@/shared/i18n';
import { BrowserRouter } from 'react-router-dom';
import { $configFailed, $isAppReady } from './model/start';
import { PortalRoutes } from './router/router';

export function App() {
  const { t } = useTranslation();
  const [isReady, configFailed] = useUnit([$isAppReady, $configFailed]);
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
  return (
    <BrowserRouter>
      <PortalRoutes />
    </BrowserRouter>
  );
}
