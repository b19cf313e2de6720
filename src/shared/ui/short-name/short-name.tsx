import { shortenName } from '@portal/domain';
import { useIsExtraSmallScreen } from './use-extra-small-screen';

const SLOT = '\u0000';

/**
 * A person's name as the screen shows it: "Names shortened to 36 characters
 * (9 on extra-small screens)" (spec 01 §9). `render` puts the name into its
 * translated sentence ('Ingelogd als {{name}}'). When the name is cut, the
 * eye sees the shortened name (the tooltip the whole one) and a screen
 * reader reads the whole name, so no one loses who it is about.
 */
export function ShortName({ name, render = (shown) => shown }: { name: string; render?: (name: string) => string }) {
  const isExtraSmallScreen = useIsExtraSmallScreen();
  const shown = shortenName(name, { isExtraSmallScreen });
  if (shown === name) return <>{render(name)}</>;
  const [before = '', after = ''] = render(SLOT).split(SLOT);
  return (
    <>
      {before}
      <span aria-hidden="true" title={name} data-testid="short-name">
        {shown}
      </span>
      <span className="short-name__whole">{name}</span>
      {after}
    </>
  );
}
