import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './src/tools/vitePrecompress';
import { listPartsChunk, orderListChunk } from './src/tools/orderListChunk';
import { shellPartsChunk } from './src/tools/shellPartsChunk';
import { generatedPartsChunk } from './src/tools/generatedPartsChunk';
import { formPartsChunk } from './src/tools/formPartsChunk';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

// The console. The API server serves dist/ in production; `npm run dev` proxies /api and socket.io.
export default defineConfig({
  // precompress: .br/.gz beside each asset, served as they are (src/server/plugins/console.ts).
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@shared': r('./src/shared'), '@resources': r('./resources'), '@schemas': r('./schemas'),
      // node-polyglot's Object.entries polyfill, as the browser's own (src/console/i18n/objectEntries.cjs).
      'object.entries': r('./src/console/i18n/objectEntries.cjs'),
      // A styled component's rules are inserted as it renders, not in the commit (src/console/layout/emotionInsertion.ts).
      '@emotion/use-insertion-effect-with-fallbacks': r('./src/console/layout/emotionInsertion.ts'),
    },
  },
  // manifest: read by src/tools/size-check.ts (npm run size) to measure what each page loads.
  build: {
    outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200, manifest: true,
    // What a chat list adds to the /app shell as two chunks, not twenty: the parts every list uses and the
    // order lists' own (src/tools/orderListChunk.ts),
    // and the small modules the shell shares with other pages as one more (src/tools/shellPartsChunk.ts).
    // The small parts only generated screens use (src/tools/generatedPartsChunk.ts), and those they share
    // with bespoke forms (src/tools/formPartsChunk.ts), as two more.
    // Only the modules a group names: what they import from the shell and the entry stays where it is.
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [orderListChunk, listPartsChunk, shellPartsChunk, generatedPartsChunk, formPartsChunk] } } },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
