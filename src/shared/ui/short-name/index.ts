import './short-name.css';

export { ShortName } from './short-name';
export { useIsExtraSmallScreen, EXTRA_SMALL_SCREEN_QUERY } from './use-extra-small-screen';
