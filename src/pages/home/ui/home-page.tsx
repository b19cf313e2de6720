import { DEFAULT_LANGUAGE, useTranslation } from '@/shared/i18n';
import { $label } from '@/shared/label';
import { Page } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import { useUnit } from 'effector-react';
import { $greeting, $tiles, $tilesFailed, $tilesLoading } from '../model/dashboard';
import { PersonalSummary } from './summary';
import { Tile } from './tile';
import { useDashboardDevice } from './use-device';
import './home-page.css';

/** As many skeleton tiles as a first screen holds, so the tiles do not push the page down when they come. */
const SKELETON_TILES = 6;

/** The dashboard: a greeting by time of day, the personal summary and the tiles that apply to the user, in their order for this device. */
export function HomePage() {
  const { t } = useTranslation();
  const [greeting, tiles, loading, failed, label] = useUnit([$greeting, $tiles, $tilesLoading, $tilesFailed, $label]);
  const device = useDashboardDevice();
  const title = greeting ? t(`pages.home.greeting.${greeting.partOfDay}`, { name: greeting.name }) : t('routes.home', { lng: DEFAULT_LANGUAGE });
  const shown = tiles[device];
  return (
    <div className="home">
      <Page title={title}>
        <p className="home__intro">{t('pages.home.intro', { label: t(`labels.${label}.name`) })}</p>
        <PersonalSummary />
        {failed && (
          <p role="alert" className="home__status">
            {t('pages.home.loadFailed')}
          </p>
        )}
        <div className="home__tiles" aria-label={t('pages.home.tilesRegion')} role="region" aria-busy={loading} data-device={device}>
          {loading
            ? Array.from({ length: SKELETON_TILES }, (_, index) => (
                <div key={index} className="tile tile--skeleton">
                  <Skeleton heading lines={3} label={index === 0 ? t('pages.home.loading') : undefined} />
                </div>
              ))
            : shown.map((tile) => <Tile key={tile.id} tile={tile} />)}
        </div>
      </Page>
    </div>
  );
}
