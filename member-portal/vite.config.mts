import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildSchema, isInterfaceType, isUnionType } from 'graphql';
import { firstScreens, typedDocumentImports } from './tools/vite-first-screens.mts';

const api = process.env.API_URL ?? 'http://127.0.0.1:4000';
const root = path.dirname(fileURLToPath(import.meta.url));
const sdlPath = path.resolve(root, '../schema/schema.graphql');
const gqlDir = path.resolve(root, 'src/gql');

/**
 * `virtual:possible-types`: which concrete types each union and interface of the committed SDL has. Apollo's cache
 * needs it to match `... on ErrorResult` fragments; computed at build time, so it can never go stale.
 */
function possibleTypes(): Plugin {
  const id = 'virtual:possible-types';
  const resolved = `\0${id}`;
  return {
    name: 'possible-types',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(moduleId) {
      if (moduleId !== resolved) return undefined;
      this.addWatchFile(sdlPath);
      const schema = buildSchema(fs.readFileSync(sdlPath, 'utf8'));
      const map: Record<string, string[]> = {};
      for (const type of Object.values(schema.getTypeMap())) {
        if (isUnionType(type)) map[type.name] = type.getTypes().map((t) => t.name);
        else if (isInterfaceType(type)) map[type.name] = schema.getPossibleTypes(type).map((t) => t.name);
      }
      return `export default ${JSON.stringify(map)};`;
    },
  };
}

// Every route is its own chunk (see src/app/router.tsx); the landing page ships neither the cropper nor search.
export default defineConfig({
  plugins: [
    react(),
    possibleTypes(),
    typedDocumentImports(gqlDir),
    // A profile and the search start their code, texts and first queries with the page (docs/performance.md).
    firstScreens({ root, gqlDir, table: 'src/app/first-screens.ts' }),
  ],
  server: {
    port: Number(process.env.PORTAL_PORT ?? 3000),
    proxy: {
      '/graphql': api,
      '/api': api,
      '/uploads': api,
    },
  },
  preview: { port: Number(process.env.PORTAL_PORT ?? 3000) },
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Route splitting alone left 58 files, most under 1 kB, and a profile or the search asked for about twenty
        // of them at once after the entry: on a phone over 4G each request costs a round trip, and the browser
        // opens only a few connections. The app's own modules are grouped by the routes that use them, and groups
        // under 6 kB join their nearest neighbour (37 files). Larger thresholds moved Apollo into shared chunks
        // and made the pages download more (docs/performance.md).
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: /[\\/]member-portal[\\/]src[\\/](features|lib|components|config)[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 6000,
            },
          ],
        },
      },
    },
  },
});
