import { describe, expect, test } from 'vitest';
import { inAppDestination } from './create-leave-guard';

function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-click]') ?? document.body.firstElementChild!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

// jsdom's page is the form's page here
const HERE = { origin: window.location.origin, pathname: window.location.pathname };

describe('inAppDestination: which clicks leave the form', () => {
  test.for([
    { name: 'a link to another page', html: '<a href="/home">Home</a>', init: {}, to: '/home' },
    { name: 'a click inside a link', html: '<a href="/berichtenbox?map=x"><span data-click>Berichten</span></a>', init: {}, to: '/berichtenbox?map=x' },
    { name: 'a link to the same page (an error summary\'s #field)', html: '<a href="#contact-topic">Kies</a>', init: {}, to: null },
    { name: 'another site', html: '<a href="https://example.org/">Elders</a>', init: {}, to: null },
    { name: 'a new tab', html: '<a href="/home" target="_blank">Home</a>', init: {}, to: null },
    { name: 'ctrl-click', html: '<a href="/home">Home</a>', init: { ctrlKey: true }, to: null },
    { name: 'a download', html: '<a href="/polis.pdf" download>Polis</a>', init: {}, to: null },
    { name: 'a button', html: '<button>Volgende</button>', init: {}, to: null },
  ])('$name', ({ html, init, to }) => {
    expect(inAppDestination(clickOn(html, init), HERE)).toBe(to);
  });
});
