import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { isActivePath, Link, NavLink } from './link';
import { LocationProvider, useLocation } from './location';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('isActivePath: a menu link is the current page', () => {
  test.each([
    ['/home', '/home', true, true],
    ['/home', '/HOME/', true, true],
    ['/berichtenbox', '/berichtenbox/Zorg', true, false],
    ['/berichtenbox', '/berichtenbox/Zorg', false, true],
    ['/berichtenbox', '/berichtenboxen', false, false],
    ['/home', '/polisoverzicht', false, false],
  ])('link %s on %s (end: %s): %s', (link, location, end, active) => {
    expect(isActivePath(link, location, end)).toBe(active);
  });
});

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

describe('Link and NavLink', () => {
  test('a click navigates without a page load, and the menu link follows the address', async () => {
    window.history.replaceState(null, '', '/home');
    render(
      <LocationProvider>
        <Address />
        <NavLink to="/home" end className="menu__link">
          Home
        </NavLink>
        <Link to="/berichtenbox?map=Zorg">Berichten</Link>
      </LocationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('menu__link', 'active');
    const lengthBefore = window.history.length;

    await userEvent.click(screen.getByRole('link', { name: 'Berichten' }));
    expect(await screen.findByText('/berichtenbox?map=Zorg')).toBeInTheDocument();
    expect(window.history.length).toBe(lengthBefore + 1);
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('menu__link');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
  });

  test('a link to the page one is on replaces its history entry', async () => {
    window.history.replaceState(null, '', '/berichtenbox');
    render(
      <LocationProvider>
        <Link to="/berichtenbox">Berichten</Link>
      </LocationProvider>,
    );
    const lengthBefore = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Berichten' }));
    expect(window.history.length).toBe(lengthBefore);
    expect((window.history.state as { key: string }).key).toMatch(/\w+/);
  });

  test('Back shows the previous address', async () => {
    window.history.replaceState(null, '', '/home');
    render(
      <LocationProvider>
        <Address />
        <Link to="/polisoverzicht">Polis</Link>
      </LocationProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Polis' }));
    expect(await screen.findByText('/polisoverzicht')).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByText('/home')).toBeInTheDocument();
  });
});
