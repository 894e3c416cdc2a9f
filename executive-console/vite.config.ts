import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API is reached on the same origin: in development Vite proxies to it, in production a reverse proxy
// (or scripts/static-server.mjs) does. Cookies therefore stay first-party and SameSite=Lax works.
const api = process.env.API_URL ?? 'http://127.0.0.1:4000';
const proxied = { target: api, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.CONSOLE_PORT ?? 3001),
    strictPort: true,
    proxy: { '/graphql': proxied, '/api': proxied, '/uploads': proxied },
  },
  preview: {
    port: Number(process.env.CONSOLE_PORT ?? 3001),
    proxy: { '/graphql': proxied, '/api': proxied, '/uploads': proxied },
  },
  build: {
    target: 'es2022',
    // Production serves no source maps: they would publish the console's source.
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
