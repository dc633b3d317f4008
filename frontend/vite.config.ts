import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractsEntry = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const contractsDir = fileURLToPath(new URL('../libs/contracts/src/', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@thindi/contracts': contractsEntry, '@': srcDir } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      // The contracts modules only declare constants, functions and zod schemas. Marking them free of
      // side effects lets the bundler drop the schemas (and zod with them) that the SPA never uses.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(contractsDir) },
      // React, react-dom and the router change rarely: one long-cached vendor chunk.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/ }] } },
    },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
});
