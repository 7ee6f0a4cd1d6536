/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The backend serves the built console on admin.<BASE_DOMAIN> and routes by Host, so the dev server
// forwards /api to it with the admin host name (RK_BACKEND overrides the address).
const backend = process.env.RK_BACKEND ?? 'http://127.0.0.1:8080';
const adminHost = process.env.RK_ADMIN_HOST ?? 'admin.localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        // React and the router change rarely: keep them in their own long-cached chunk.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, headers: { host: adminHost } },
    },
  },
  test: {
    environment: 'node',
    // @rangkai/shared has no runner of its own: its tests run here and in web/.
    include: ['src/**/*.test.ts', '../packages/shared/src/**/*.test.ts'],
  },
});
