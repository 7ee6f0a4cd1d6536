import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // Local development against `infra/run` (http://demo.localhost:8080).
    proxy: { '/api': { target: process.env.API_PROXY ?? 'http://demo.localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks so an app release does not re-download React and friends.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|swr)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            // The chart library and what only it uses: fetched with the analytics screen, never on first load.
            { name: 'charts', test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|clsx|react-is)[\\/]/ },
            // Everything else, but the PDF library (the CP58 download) and the QR code library (recruit links, the printed
            // invoice's e-invoice) with what only they use: left out of every group, they load in their own lazy chunks when
            // first needed, never on first load.
            { name: 'vendor', test: /node_modules[\\/](?!(qrcode|dijkstrajs|jspdf|fflate|fast-png|iobuffer|pako|html2canvas|canvg|dompurify|core-js|raf|rgbcolor|stackblur-canvas|svg-pathdata|performance-now|regenerator-runtime|css-line-break|text-segmentation|utrie|base64-arraybuffer)[\\/])/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // @rangkai/shared has no runner of its own: its tests run here and in tenant-admin/.
    include: ['src/**/*.test.{ts,tsx}', '../packages/shared/src/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // A form test renders, hydrates and submits a whole screen in jsdom; on a loaded 2-core machine that has taken more
    // than vitest's 5 s default, so a slow machine failed tests that were right. A real hang still fails, at 30 s.
    testTimeout: 30_000,
  },
});
