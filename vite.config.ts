import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The client lives in client/; the server serves dist/client in production and renders pages with
// the SSR build of client/src/entry-server.tsx (dist/ssr, `vite build --ssr`).
const NO_SCRIPT_STYLES = '<noscript><link rel="stylesheet" href="/no-js.css" /></noscript>';

/**
 * In the built page every script the first render needs is named in <head> as a modulepreload:
 * the entry, the chunks it imports and (added by the server) the page's own, so all of them are
 * asked for in the wave right after the HTML, beside the stylesheet, and none waits on another's
 * arrival (over Tor each wave is a 600 ms round trip). A preload does not run anything: /boot.js
 * (client/public/boot.js) runs them once the server-rendered page has painted.
 * The script-free stylesheet goes last in <head>, after the app's CSS that Vite adds and the page's
 * own that the server puts at <!--app-head-->: each of its rules wins a tie of specificity, so
 * none is undone by a later stylesheet (the order lookup hidden on phones).
 * The page's own files (<!--app-head-->) are named after the entry's preloads: over HTTP/1.1 a
 * browser opens six connections to a host, and what it names first takes them. React DOM and the
 * vendor chunk (most of the bytes) then start in the first round trip rather than waiting for
 * a page's small chunks to free a connection (an order page: measured 3.37-3.43 s to
 * interactive on the Tor-like link before, bench/tor-link.js).
 */
function scriptAfterFirstPaint(): Plugin {
  return {
    name: 'script-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const booted = html
          .replace(NO_SCRIPT_STYLES, '')
          .replace('<!--app-head-->', '')
          .replace('</head>', () => `  ${NO_SCRIPT_STYLES}\n  </head>`)
          .replace(
            /<script type="module" crossorigin src="([^"]+)"><\/script>/,
            '<script type="module" src="/boot.js" data-entry="$1"></script>\n' +
              '    <link rel="modulepreload" crossorigin href="$1">',
          );
        // the page's own files right after the entry's last preload, before the entry's styles
        const last = booted.lastIndexOf('<link rel="modulepreload"');
        const end = booted.indexOf('>', last) + 1;
        return `${booted.slice(0, end)}\n    <!--app-head-->${booted.slice(end)}`;
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react(), scriptAfterFirstPaint()],
  build: isSsrBuild
    ? { outDir: '../dist/ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // every coin icon a file of its own, as the scripts' `?no-inline` imports ask: the drawn
        // coin marks (coin-drawing.css) would otherwise weigh on the first styles, now in every
        // page; the lookup's small magnifier stays inside (no request of its own over an onion)
        assetsInlineLimit: (file: string) =>
          file.endsWith('.png') && !file.endsWith('/search.png') ? false : undefined,
        rolldownOptions: {
          output: {
            // React DOM in a chunk of its own, so that boot.js can run it in a task of its own
            // before the app's: one long script task at start becomes two shorter ones.
            codeSplitting: {
              groups: [
                {
                  name: 'react-dom',
                  test: /node_modules[\\/](?:react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                // What the order page shares with the recent-orders list (the order's status words,
                // its date, the list kept in this browser), with /verify (the openssl commands)
                // and with SWAP NOW's code and a failed price (the reading of a failed call): five
                // small chunks, one request.
                {
                  name: 'order-common',
                  test: /[\\/](?:shared[\\/](?:order-status|proof-commands)|client[\\/]src[\\/]lib[\\/](?:order-format|recent-orders|api[\\/]api-failure))\.ts$/,
                  priority: 3,
                  // only these: what they import stays where it was (the first load's own in
                  // vendor), or `/` would ask for this chunk too
                  includeDependenciesRecursively: false,
                },
                // The rest of the first load that lazy chunks import too (React, React Router,
                // the shared rules, the catalogue's reader, the site's links and page titles) in
                // one chunk, not in several small ones: over HTTP/1.1 (an onion service) a browser
                // opens six connections to a host, and a chunk beyond them waits a round trip for
                // a free one.
                {
                  name: 'vendor',
                  test: /node_modules[\\/]|[\\/]shared[\\/]|[\\/]client[\\/]src[\\/]lib[\\/](?:site-links|page-title|i18n[\\/]i18n)\.tsx$/,
                  tags: ['$initial'],
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  // The production image installs no devDependencies: the server bundle carries React and co.
  ssr: { noExternal: true },
  // The server bundle is React's production build whatever NODE_ENV the server runs
  // with: its development checks cost time per render and print plain text into the JSON log.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
}));
