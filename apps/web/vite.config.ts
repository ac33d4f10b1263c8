import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

// Each group changes at its own pace, so a release that only touches app code keeps vendor chunks cached.
const vendorChunks: Record<string, readonly string[]> = {
  react: ['react', 'react-dom', 'scheduler', 'react-router'],
  firebase: ['firebase', '@firebase', 'idb', 'tslib'],
  query: ['@tanstack', 'zustand'],
  i18n: ['i18next', 'react-i18next', 'i18next-browser-languagedetector'],
  zod: ['zod'],
  forms: ['react-hook-form', '@hookform'],
};

function vendorChunkFor(id: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (!match?.[1]) return undefined;
  const pkg = match[1];
  for (const [chunk, prefixes] of Object.entries(vendorChunks)) {
    if (prefixes.some((prefix) => pkg === prefix || pkg.startsWith(`${prefix}/`))) return chunk;
  }
  return undefined;
}

export default defineConfig(({ mode }) => {
  const apiTarget = `http://127.0.0.1:${loadEnv(mode, '.', '').API_PORT ?? '8081'}`;
  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    server: {
      port: 8080,
      strictPort: true,
      proxy: { '/api': apiTarget, '/config.js': apiTarget },
    },
    build: {
      outDir: 'dist',
      rollupOptions: { output: { manualChunks: vendorChunkFor } },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
    },
  };
});
