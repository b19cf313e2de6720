import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { FIRST_SCREEN_CHUNKS } from './scripts/first-screen-chunks.mjs';

const portalPort = Number(process.env.PORTAL_PORT ?? 5173);
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
/** this machine only, unless HOST opens the server on purpose (e.g. HOST=0.0.0.0) */
const host = process.env.HOST?.trim() || '127.0.0.1';

/**
 * The portal's Content-Security-Policy (the built portal under `vite
 * preview`, as production serves it): scripts, styles and fonts only from
 * its own origin and no inline script (index.html has none); the API, the
 * content host and config.json are reached same-origin. The token cookie is
 * readable by script (spec), so this is the defence against injected script.
 * `blob:` scripts: the tag manager is fetched as text (spec 01 §2) and runs
 * from a blob URL only the portal's own script can make, never inline.
 */
export const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self' blob:",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HARDENING_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * The API, the content host and statics/config.json come from the fake
 * backend; the portal reaches them same-origin, as behind a reverse proxy.
 */
const backendProxy = {
  '/api': { target: apiOrigin, changeOrigin: false },
  '/content': { target: apiOrigin, changeOrigin: false },
  '/statics': { target: apiOrigin, changeOrigin: false },
};

/**
 * How the built portal is cached (issue 19): the hashed files under /assets/ never change under their name, so
 * a browser keeps them a year without asking; everything else (index.html, whose script names change with each
 * release, the labels' logos) is asked again every time (`no-cache`: revalidated, not refetched).
 */
function cachingHeaders(): Plugin {
  return {
    name: 'portal-caching-headers',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (/^\/(api|content|statics)\//.test(path)) return next();
        // only a file that is there is kept for a year: a chunk missing after a release must be asked for again
        // (a cached miss would break the reload and the retry that recover from it)
        const isBuiltAsset = path.startsWith('/assets/') && existsSync(join(outDir, path));
        response.setHeader('Cache-Control', isBuiltAsset ? 'public, max-age=31536000, immutable' : path.startsWith('/assets/') ? 'no-store' : 'no-cache');
        next();
      });
    },
  };
}

/**
 * The login page is the first screen of most visits: its chunk and the chunks it imports are preloaded from
 * index.html, in parallel with the entry and config.json, instead of after them, and their styles are linked
 * there (issue 19).
 */
function preloadLoginScreen(): Plugin {
  const loginPage = /[\\/]src[\\/]pages[\\/]access[\\/]login[\\/]index\.ts$/;
  return {
    name: 'portal-preload-login-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const login = chunks.find((chunk) => chunk.moduleIds.some((id) => loginPage.test(id)));
        if (!login) throw new Error('the login page has no chunk of its own');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || html.includes(`/${fileName}"`)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        visit(login.fileName);
        // their styles too (the form's): otherwise the page's chunk waits, after the scripts, for a stylesheet it asks for then
        const styles = [...files].flatMap((file) => [...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? [])]);
        return [
          ...[...files].map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' })),
          ...[...new Set(styles)]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' })),
        ];
      },
    },
  };
}

/** date-fns's formatting and parsing with locales: only pages that show dates in words need them. */
const DATE_FNS_FORMATTING = /date-fns[\\/](locale[\\/]|(format|parse|formatDistance|formatRelative)(\.js|[\\/])|_lib[\\/]format[\\/](formatters|longFormatters)|_lib[\\/]protectedTokens)/;

/**
 * The chunks of the first screen (groups below: the framework, the libraries, the app's start, the login page, its
 * form, the news), the only ones the login page may fetch (`npm run test:size` fails on any other).
 */
const EAGERLY_COMPILED_CHUNKS = new Set(FIRST_SCREEN_CHUNKS);

export default defineConfig({
  plugins: [react(), cachingHeaders(), preloadLoginScreen()],
  resolve: {
    alias: [
      { find: '@portal/domain', replacement: fileURLToPath(new URL('./domain/index.ts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // effector-react and react-i18next import use-sync-external-store's shim for React 16 and 17; React 19 has the hook
      // itself (both read it as `useSyncExternalStore` of what they import), and the package's non-shim selector uses it
      // (0.4 kB less on every page, issue 19)
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
      { find: /^use-sync-external-store\/shim\/with-selector\.js$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  server: {
    port: portalPort,
    strictPort: true,
    host,
    proxy: backendProxy,
    // the dev server needs inline script (React refresh): no CSP here, the rest of the hardening does apply
    headers: HARDENING_HEADERS,
    // the fake backend's folder holds db.json (password hashes, personal data) and the JWT secret: never served
    fs: { deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**', '**/fake-backend/**'] },
  },
  preview: { port: portalPort, strictPort: true, host, proxy: backendProxy, headers: { ...HARDENING_HEADERS, 'Content-Security-Policy': PORTAL_CSP } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // every browser the portal supports preloads modules itself (Chrome 66, Firefox 115, Safari 17)
    modulePreload: { polyfill: false },
    rollupOptions: {
      // the entry's chunk is named `app`, as the group below that it is one with
      input: { app: fileURLToPath(new URL('./index.html', import.meta.url)) },
      output: {
        // Issue 19: fewer, larger chunks on the critical path. The framework (React, react-dom and the router) is one
        // chunk that changes only with a framework upgrade, so a release does not invalidate it for returning users;
        // the other libraries the first screen needs are one more (with the news's five date-fns functions); the rest
        // of date-fns's date arithmetic is one chunk, never a file per function (its `format` with the Dutch locale
        // stays with the pages that show dates).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 40 },
            // the card's other runtime libraries, each with a job on the first screen: effector, i18n, ky (every call),
            // farfetched with zod's small build (config.json, the news, the login: README, "Two zod dialects"),
            // patronum's two operators the first screen runs (delay: the notices' and session's timers; interval: the
            // release check; other operators stay with the pages that use them, and a first-screen import of one makes
            // the login page fetch another chunk, which `npm run test:size` fails), and the five date-fns functions the news calls on every
            // visit (parseISO, endOfDay, isAfter, isBefore, isValid: 1.4 kB, a request of their own after the first
            // paint until issue 30). Only these five: the news calling another function makes the login page fetch
            // `date-fns-more` too, and `npm run test:size` fails. (The footer's take `date-fns-more`, when it is
            // scrolled to.)
            {
              name: 'libraries',
              test: /node_modules[\\/]((effector|effector-react|i18next|react-i18next|ky|zod[\\/]v4|@farfetched[\\/]core|patronum[\\/](delay|interval))[\\/]|patronum[\\/]index\.js$|date-fns[\\/](parseISO|endOfDay|isAfter|isBefore|isValid)\.js$)/,
              priority: 30,
            },
            // zod classic and farfetched's contract for it: the answers of the screens after the login
            { name: 'zod-classic', test: /node_modules[\\/](zod|@farfetched[\\/]zod)[\\/]/, priority: 29 },
            // the rest of date-fns's date arithmetic, for the pages that use it: one chunk, never a file per function
            { name: 'date-fns-more', test: (id: string) => /node_modules[\\/]date-fns[\\/]/.test(id) && !DATE_FNS_FORMATTING.test(id), priority: 20 },
            // the styles of the forms kit and of the news, which every first screen shows (the login form, or the
            // logged-in shell's forms, and the news after the first paint): one stylesheet, linked from index.html
            // beside the app's, instead of one each (the news's was a request of its own after the first paint).
            // A chunk group cannot put them into the app's own stylesheet: that group holds the entry's static
            // imports only
            { name: 'first-screen-styles', test: /src[\\/](shared[\\/]ui[\\/]form[\\/]form|widgets[\\/]news-banner[\\/]ui[\\/]news-banner)\.css$/, priority: 50 },
            // the app's own start (guard, session, config, notices, routing): one chunk with the entry's static imports
            // index.html's own module too, so the group's chunk is the entry itself (`app-*.js`, named by `input`): no
            // facade of a few hundred bytes that only imports it
            { name: 'app', test: /[\\/](src|domain)[\\/]|[\\/]index\.html$/, tags: ['$initial'], priority: 15 },
            // what every visit loads right after the first screen: the news banner (the footer loads when scrolled to)
            { name: 'news', test: /src[\\/]widgets[\\/]news-banner[\\/]/, priority: 12 },
            // the login page and its verification step, one chunk
            { name: 'page-login', test: /src[\\/](pages[\\/]access[\\/]login|entities[\\/]verification)[\\/]/, priority: 9 },
            // the forms kit in two chunks. `forms`: what the login, verification and registration forms use
            // (createForm, validationErrors, useFormErrors, namedErrorText, TextField, CheckboxField, ErrorSummary) and
            // both barrels (the kit's CSS is in `first-screen-styles`); only these modules: a barrel's dependencies
            // (every field) are not pulled in with it. A chunk of its own, not the app's: the app's group holds only the
            // entry's static imports, and the login page and the logged-in shell both import these
            {
              name: 'forms',
              test: /src[\\/]shared[\\/](lib[\\/]form[\\/](index|create-form|messages|named-error|use-form-errors)|ui[\\/]form[\\/](index|text-field|input-field|caret|field-parts|checkbox-field|error-summary))\.tsx?$/,
              // a module the login form imports outside this list lands in `forms-kit`: `npm run test:size` fails
              includeDependenciesRecursively: false,
              priority: 11,
            },
            // `forms-kit`: the rest (wizard, submission, server refusals and their messages, selects, choices, masks),
            // one chunk for the other forms
            { name: 'forms-kit', test: /src[\\/]shared[\\/](ui[\\/]form|lib[\\/]form)[\\/]/, priority: 10 },
          ],
        },
        // V8's explicit compile hint (Chrome 136+, after minification, which would drop it): the chunks every first visit runs are compiled whole while they
        // stream in, off the main thread, instead of function by function on first call inside the start's long
        // tasks (issue 19: the login page's blocking time, measured 264 → 55 ms in Lighthouse's trace). Lazy
        // screens keep V8's lazy compilation: most of their functions run only when used.
        postBanner: (chunk) => (EAGERLY_COMPILED_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        // name each lazy screen's chunk after its slice, also inside a group
        // (`pages/access/logout/index.ts` → `page-logout`)
        chunkFileNames: (chunk) => {
          const slice = /src\/(pages|widgets|features)\/(?:[\w-]+\/)*?([\w-]+)\/index\.tsx?$/.exec(chunk.facadeModuleId ?? '');
          return slice ? `assets/${(slice[1] ?? '').replace(/s$/, '')}-${slice[2] ?? ''}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
