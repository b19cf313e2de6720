// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ShortName } from './short-name';
import { EXTRA_SMALL_SCREEN_QUERY } from './use-extra-small-screen';

function screenWidth(isExtraSmall: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === EXTRA_SMALL_SCREEN_QUERY && isExtraSmall,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const render_ = (name: string) => render(<p data-testid="line"><ShortName name={name} render={(shown) => `Ingelogd als ${shown}`} /></p>);

// "Names shortened to 36 characters (9 on extra-small screens)" (spec 01 §9)
describe('ShortName', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  test.for([
    { case: 'a name of 36 on a wide screen stays whole', name: 'Alexandra van den Berg-de Vries Smit', isExtraSmall: false, shown: 'Alexandra van den Berg-de Vries Smit' },
    { case: 'a name of 37 on a wide screen is cut to 36', name: 'Alexandra van den Berg-de Vries Smits', isExtraSmall: false, shown: 'Alexandra van den Berg-de Vries Smi…' },
    { case: 'a name of 9 on an extra-small screen stays whole', name: 'Cas Kokke', isExtraSmall: true, shown: 'Cas Kokke' },
    { case: 'a longer name on an extra-small screen is cut to 9', name: 'Cas Kok-de Vries', isExtraSmall: true, shown: 'Cas Kok-…' },
  ])('$case', ({ name, isExtraSmall, shown }) => {
    screenWidth(isExtraSmall);
    render_(name);
    const line = screen.getByTestId('line');
    if (shown === name) {
      expect(line.textContent).toBe(`Ingelogd als ${name}`);
      return;
    }
    // the eye sees the shortened name, a screen reader the whole one
    const visible = screen.getByTestId('short-name');
    expect(visible.textContent).toBe(shown);
    expect(Array.from(shown).length).toBe(isExtraSmall ? 9 : 36);
    expect(visible.getAttribute('aria-hidden')).toBe('true');
    expect(visible.getAttribute('title')).toBe(name);
    expect(line.textContent).toBe(`Ingelogd als ${shown}${name}`);
  });
});
