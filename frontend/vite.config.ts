import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractsEntry = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const contractsDir = fileURLToPath(new URL('../libs/contracts/src/', import.meta.url));
// The password rule and its dictionaries: password forms import it dynamically, so it is a chunk of its own.
const passwordRulesEntry = fileURLToPath(new URL('../libs/password-rules/src/password-rules.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const routerDist = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

// The contracts modules only declare constants, functions and zod schemas. Marking them free of side effects
// lets the bundler drop the schemas (and zod with them) that the SPA never uses.
const treeshake = { moduleSideEffects: (id: string) => !id.startsWith(contractsDir) };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@thindi/contracts', replacement: contractsEntry },
      { find: '@thindi/password-rules', replacement: passwordRulesEntry },
      { find: /^@\//, replacement: `${srcDir}/` },
      // react-router's package sends bundlers its development build; the production build leaves out the checks.
      { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
    ],
  },
  // The server render (`vite build --ssr src/entry-server.tsx`) is one CommonJS file with every dependency in
  // it: the gateway requires it by path and needs none of the frontend's packages.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        copyPublicDir: false,
        emptyOutDir: true,
        rolldownOptions: {
          treeshake,
          output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
        },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // Every browser the storefront supports preloads modules itself (Safari since 17); one that does not
        // still loads each chunk when it is imported, so the entry carries no polyfill for it.
        modulePreload: { polyfill: false },
        // Libraries are split along the routes that use them: a shopper's first page loads React, the router
        // and TanStack Query, never the seller's or the admin's code.
        rolldownOptions: { treeshake },
      },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
}));
