import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.DEV_API ?? 'http://localhost:8000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/media': { target: api } },
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
