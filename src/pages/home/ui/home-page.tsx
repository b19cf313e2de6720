import { useTranslation } from '@/shared/i18n';
import { $label } from '@/shared/label';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import { $greeting, $tiles, $tilesFailed, $tilesPending } from '../model/dashboard';
import { Tile } from './tile';
import { useDashboardDevice } from './use-device';
import './home-page.css';

/** The dashboard: a greeting by time of day and the tiles that apply to the user, in their order for this device. */
export function HomePage() {
  const { t } = useTranslation();
  const [greeting, tiles, pending, failed, label] = useUnit([$greeting, $tiles, $tilesPending, $tilesFailed, $label]);
  const device = useDashboardDevice();
  const title = greeting ? t(`pages.home.greeting.${greeting.partOfDay}`, { name: greeting.name }) : t('routes.home');
  const shown = tiles[device];
  return (
    <div className="home">
      <Page title={title}>
        <p className="home__intro">{t('pages.home.intro', { label: t(`labels.${label}.name`) })}</p>
        {pending && shown.length === 0 && (
          <p role="status" className="home__status">
            {t('pages.home.loading')}
          </p>
        )}
        {failed && (
          <p role="alert" className="home__status">
            {t('pages.home.loadFailed')}
          </p>
        )}
        <div className="home__tiles" aria-label={t('pages.home.tilesRegion')} role="region" data-device={device}>
          {shown.map((tile) => (
            <Tile key={tile.id} tile={tile} />
          ))}
        </div>
      </Page>
    </div>
  );
}
