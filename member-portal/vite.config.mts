import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

// Every route is its own chunk (see src/app/router.tsx); the landing page ships neither the cropper nor search.
export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORTAL_PORT ?? 3000),
    proxy: {
      '/graphql': api,
      '/api': api,
      '/uploads': api,
    },
  },
  preview: { port: Number(process.env.PORTAL_PORT ?? 3000) },
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
  },
});
