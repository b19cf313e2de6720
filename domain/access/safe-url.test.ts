import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { safeLinkUrl } from './safe-url';
import { sameOriginPath } from './same-origin-path';

describe('the target after login (spec 01 §5: "a redirect query holding the full target path")', () => {
  test.for([
    { name: 'a path', target: '/berichtenbox', kept: true },
    { name: 'a path with query and hash', target: '/wijzig-instellingen?wijzig=wachtwoord#top', kept: true },
    { name: 'the root', target: '/', kept: true },
    { name: 'protocol-relative (issue 13)', target: '//evil.example/x', kept: false },
    { name: 'backslash read as a slash (issue 13)', target: '/\\evil.example/x', kept: false },
    { name: 'backslashes only', target: '\\\\evil.example', kept: false },
    { name: 'a tab the browser drops', target: '/\t/evil.example', kept: false },
    { name: 'a newline', target: '/\n/evil.example', kept: false },
    { name: 'an absolute URL', target: 'https://evil.example/x', kept: false },
    { name: 'a script URL', target: 'javascript:alert(1)', kept: false },
    { name: 'a relative path', target: 'berichtenbox', kept: false },
    { name: 'empty', target: '', kept: false },
    { name: 'none', target: null, kept: false },
  ])('$name: kept $kept', ({ target, kept }) => {
    expect(sameOriginPath(target)).toBe(kept ? target : null);
  });

  test('whatever is kept resolves to the same origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '.', ':', 'a', '@', '\t', '%', '?', '#', 'e', 'x') }), (target) => {
        const kept = sameOriginPath(target);
        if (kept !== null) {
          expect(new URL(kept, 'https://portal.example').origin).toBe('https://portal.example');
          expect(new URL(kept, 'https://other.example').origin).toBe('https://other.example');
        }
      }),
    );
  });
});

describe('news links (spec 01 §3 "News text: … url"): only http(s) or relative', () => {
  test.for([
    { name: 'https', url: 'https://www.zorgzaam.example/nieuws', kept: true },
    { name: 'http', url: 'http://www.zorgzaam.example/nieuws', kept: true },
    { name: 'a relative path', url: '/berichtenbox', kept: true },
    { name: 'a relative file', url: 'voorwaarden.pdf', kept: true },
    { name: 'data: (issue 13)', url: 'data:text/html,<script>alert(1)</script>', kept: false },
    { name: 'javascript:', url: 'javascript:alert(1)', kept: false },
    { name: 'javascript: in capitals, after spaces', url: '  JavaScript:alert(1)', kept: false },
    { name: 'javascript: with a tab inside', url: 'java\tscript:alert(1)', kept: false },
    { name: 'vbscript:', url: 'vbscript:msgbox(1)', kept: false },
    { name: 'mailto:', url: 'mailto:info@zorgzaam.example', kept: false },
    { name: 'empty', url: '', kept: false },
    { name: 'none', url: null, kept: false },
  ])('$name: kept $kept', ({ url, kept }) => {
    expect(safeLinkUrl(url)).toBe(kept ? url : null);
  });
});
