/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { precompress } from '../scripts/vite-precompress.mts'
import { uiKit } from '../scripts/vite-ui-kit.mts'

// Served by the control plane on the operator host (OPS_HOST), so every call goes to /api/ops on the
// same origin. In development the proxy keeps the Host header (changeOrigin false): the control
// plane answers the ops routes only on the operator host (open http://ops.localhost:5175/).
const target = process.env.CONTROLPLANE_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [react(), tailwindcss(), uiKit(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5175,
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/api': { target, changeOrigin: false } },
  },
  // The manifest is what scripts/bundle-size.mjs reads (make test-web); it stays out of what is served.
  build: { outDir: 'dist', manifest: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
})
