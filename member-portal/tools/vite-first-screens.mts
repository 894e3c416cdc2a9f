import fs from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { minifySync, runnerImport, type Plugin, type Rolldown } from 'vite';
import type { EarlyRoute, FirstScreens } from '../src/app/first-screens.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Build-time helpers that make the members' first screens (a profile, the search) paint sooner. Measured by
 * `npm run bench:web` (Lighthouse, mobile); docs/performance.md says why each exists.
 */

/** Reads the typed documents that codegen wrote (src/gql/graphql.ts): `export const XDocument = {...} as unknown as ...`. */
function documentsOf(gqlDir: string): Map<string, DocumentNode> {
  const source = fs.readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
  const docs = new Map<string, DocumentNode>();
  for (const m of source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode/gm)) docs.set(m[1]!, JSON.parse(m[2]!) as DocumentNode);
  return docs;
}

/**
 * `graphql(\`query X ...\`)` becomes an import of the typed document `XDocument` that codegen wrote into
 * src/gql/graphql.ts, each document served as a module of its own (`virtual:typed-document/XDocument`), as the
 * client preset's Babel plugin intends: a chunk then carries only the documents its screens use, instead of the
 * preset's map of every document of the app (which is not tree-shakeable) or one module holding them all.
 */
export function typedDocumentImports(gqlDir: string): Plugin {
  const prefix = 'virtual:typed-document/';
  let docs: Map<string, DocumentNode> | null = null;
  const documents = () => (docs ??= documentsOf(gqlDir));
  return {
    name: 'typed-document-imports',
    enforce: 'pre',
    buildStart() {
      docs = null;
    },
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const doc = documents().get(id.slice(prefix.length + 1));
      if (!doc) this.error(`${id.slice(prefix.length + 1)} is not in src/gql/graphql.ts: run npm run codegen`);
      return `export default ${JSON.stringify(doc)};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const imports = new Set<string>();
      const out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, text: string) => {
        const m = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+(\w+)/.exec(text);
        if (!m) return call;
        const name = m[1] === 'fragment' ? `${m[2]}FragmentDoc` : `${m[2]}Document`;
        if (!documents().has(name)) this.error(`${name} is not in src/gql/graphql.ts: run npm run codegen`);
        imports.add(name);
        // An alias: the module usually exports a constant of the same name (export const XDocument = graphql(...)).
        return `__typed_${name}`;
      });
      if (!imports.size) return null;
      // The generated `graphql` function is no longer called here; its import would pull in the whole map.
      const withoutTag = /\bgraphql\(/.test(out) ? out : out.replace(/^import \{ graphql \} from '[./]*\/gql';\n/m, '');
      const lines = [...imports].map((n) => `import __typed_${n} from ${JSON.stringify(prefix + n)};`).join('\n');
      return { code: `${lines}\n${withoutTag}`, map: null };
    },
  };
}

export interface FirstScreensOptions {
  root: string;
  gqlDir: string;
  /** The app module that describes the routes (src/app/first-screens.ts), loaded through Vite at build time. */
  table: string;
}

/** Every chunk a chunk needs before it runs (itself and its static imports, recursively). */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}

/**
 * Inlines `first-screen.js` in index.html, a small script that the page runs before the app's JavaScript has
 * arrived: on a profile or the search it preloads that route's chunks and texts, starts the route's
 * GraphQL queries (the app's Apollo link `firstScreenLink` takes their answers instead of asking again) and, once
 * an answer is in, preloads the photos it names. Chunk names and query texts come from this build, so they never
 * go stale.
 */
export function firstScreens(options: FirstScreensOptions): Plugin {
  let table: FirstScreens | null = null;
  return {
    name: 'first-screens',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      // The app's own module, so the routes use the app's constants (page size, storage keys) and nothing else.
      const { module } = await runnerImport<{ FIRST_SCREENS: FirstScreens }>(path.resolve(options.root, options.table), { configFile: false, root: options.root, logLevel: 'silent' });
      table = module.FIRST_SCREENS;
    },
    generateBundle(_output, bundle) {
      if (!table) this.error('first-screens: the route table was not loaded');
      const { routes: routeTable, texts: textTable, userKey, langKey } = table;
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) this.error('first-screens: no entry chunk');
      const loaded = closure(bundle, entry.fileName);
      const chunkOf = (file: string) => {
        const id = path.resolve(options.root, file);
        const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`first-screens: no chunk holds ${file}`);
        return chunk;
      };
      const docs = documentsOf(options.gqlDir);
      /**
       * The chunks of these modules and their static imports, minus those in `skip`. The app's styles are one
       * stylesheet in the page's head (src/main.tsx): a first screen that imported its own would wait for it.
       */
      const preloads = (modules: string[], skip: Set<string>) => {
        const files = new Set<string>();
        for (const module of modules) for (const f of closure(bundle, chunkOf(module).fileName)) if (!skip.has(f)) files.add(f);
        for (const f of files) {
          const css = [...((bundle[f] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])];
          if (css.length) this.error(`first-screens: ${f} imports ${css.join(', ')}; import the styles in src/main.tsx (one stylesheet)`);
        }
        return files;
      };
      const routes = routeTable.map((route: EarlyRoute) => {
        const files = preloads(route.modules, loaded);
        const memberFiles = preloads(route.memberModules ?? [], new Set([...loaded, ...files]));
        const queries = route.queries.map((q) => {
          const doc = docs.get(`${q.name}Document`);
          if (!doc) this.error(`first-screens: no ${q.name}Document in src/gql/graphql.ts`);
          // The text Apollo itself sends: its cache asks for __typename in every selection.
          return { ...q, query: print(addTypenameToDocument(doc)) };
        });
        const urls = (list: Set<string>) => [...list].map((f) => `/${f}`);
        return {
          path: route.path,
          memberOnly: Boolean(route.memberOnly),
          modules: urls(files),
          memberModules: urls(memberFiles),
          queries,
        };
      });
      const texts = Object.fromEntries(
        Object.entries(textTable).map(([lang, modules]) => [lang, modules.map((m) => `/${chunkOf(m).fileName}`)]),
      );
      // The Devanagari font the app imports when Hindi is shown (schema/src/i18n/app.ts), regular and semibold.
      const files = Object.keys(bundle);
      const hindi = {
        styles: files.filter((f) => /^assets\/devanagari-(400|600)-[\w-]+\.css$/.test(f)).map((f) => `/${f}`),
        fonts: files.filter((f) => /noto-sans-devanagari-devanagari-(400|600)-normal-[\w-]+\.woff2$/.test(f)).map((f) => `/${f}`),
      };
      if (hindi.styles.length !== 2 || hindi.fonts.length !== 2) this.error(`first-screens: Devanagari font files not found (${JSON.stringify(hindi)})`);
      const config = { routes, texts, userKey, langKey, hindi };
      const script = fs.readFileSync(path.join(options.root, 'tools/first-screen.js'), 'utf8');
      const source = minifySync('first-screen.js', `(function () {\n${script}\nfirstScreen(${JSON.stringify(config)});\n})();\n`).code;
      if (/<\/script/i.test(source)) this.error('first-screens: the script would end its own <script> element');
      // Inline, before the app's module script: it runs while the page is still being read, so the route's code,
      // texts and queries start with the entry's own files instead of one round trip after them (a script file
      // of its own had to arrive first, sharing the line with the entry). The page's Content-Security-Policy
      // allows it by its hash (scripts/static-server.mjs computes it from the page it serves).
      const tag = `<script>${source}</script>`;
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('first-screens: no index.html in the bundle');
      const page = String(html.source);
      const at = page.indexOf('<script type="module"');
      if (at < 0) this.error('first-screens: no module script in index.html');
      html.source = `${page.slice(0, at)}${tag}\n    ${page.slice(at)}`;
    },
  };
}
