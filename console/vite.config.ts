/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { precompress } from '../scripts/vite-precompress.mts'
import { uiKit } from '../scripts/vite-ui-kit.mts'

// The console is served by the tenant API on the church's own host, so every call goes to
// /api on the same origin. In development the proxy keeps the Host header (changeOrigin false)
// because the tenant API resolves the church from it.
const apiTarget = process.env.TENANTAPI_URL ?? 'http://127.0.0.1:8081'

export default defineConfig({
  plugins: [react(), tailwindcss(), uiKit(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // Relative asset URLs resolve against the <base href> the tenant API injects, so the same build
  // works on the church host and under /{church}/ on the onboarding host.
  base: './',
  // The manifest is what scripts/bundle-size.mjs reads (make test-web); it stays out of what is served.
  build: { outDir: 'dist', manifest: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
})
