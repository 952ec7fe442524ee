import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Served by the control plane on the onboarding hosts; /api/onboarding is proxied in development.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5174,
    allowedHosts: ['.localhost'],
    proxy: { '/api': { target: process.env.CONTROLPLANE_URL ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: { outDir: 'dist' },
})
