import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client lives in client/; the server serves dist/client in production.
export default defineConfig({
  root: 'client',
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
