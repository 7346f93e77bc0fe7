import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client lives in client/; the server serves dist/client in production and renders pages with
// the SSR build of client/src/entry-server.tsx (dist/ssr, `vite build --ssr`).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: '../dist/ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : { outDir: '../dist/client', emptyOutDir: true, sourcemap: false, manifest: true },
  // The production image installs no devDependencies: the server bundle carries React and co.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
}));
