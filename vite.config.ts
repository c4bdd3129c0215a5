/**
 * Vite: the app and the embedded mock backend. The mock (MSW worker, faker, the mock exchange) is compiled in
 * only when VITE_MOCK_BACKEND is true (modes `demo` and `test`); a production build (`npm run build`) contains
 * none of it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { pageShells, SHELL_NAMESPACES, type ShellPreloads } from './scripts/prerender/page-shells.ts';
import { securityHeaders } from './scripts/serve/security-headers.ts';

const WORKER = fileURLToPath(new URL('./mocks/worker/mockServiceWorker.js', import.meta.url));

/** Serves and emits MSW's service worker, only when the mock backend is compiled in. */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(WORKER));
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res, next) => {
        if (!enabled) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(WORKER));
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(WORKER) });
    },
  };
}

/**
 * Writes the page shells (scripts/prerender/page-shells.ts) beside the built index.html, and has `vite preview`
 * answer a page's path with its shell as `npm run serve` does (preview alone would want a trailing slash).
 */
function pageShellFiles(regionId: string | undefined): Plugin {
  return {
    name: 'page-shells',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [path = '/', query] = (request.url ?? '/').split('?', 2);
        if (!/\.[a-z0-9]+$/i.test(path) && !path.endsWith('/') && existsSync(join(outDir, path, 'index.html')))
          request.url = `${path}/index.html${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
    writeBundle(options, bundle) {
      const dir = options.dir!;
      const localesDir = fileURLToPath(new URL('./locales', import.meta.url));
      const preloads = shellPreloads(bundle, fileURLToPath(new URL('.', import.meta.url)));
      for (const shell of pageShells(readFileSync(join(dir, 'index.html'), 'utf8'), { localesDir, regionId, preloads })) {
        const target = join(dir, shell.fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, shell.html);
      }
    },
  };
}

/**
 * A shell's preloads from the bundle: the chunks whose module is the page's area or one of its namespaces' texts, and
 * every chunk they import statically, less the entry (index.html loads it).
 */
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

function shellPreloads(bundle: OutputBundle, root: string): ShellPreloads {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byModule = new Map(
    chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[relative(root, chunk.facadeModuleId), chunk] as const] : [])),
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return (page, locale) => {
    const wanted = [page.module, ...[...SHELL_NAMESPACES, ...page.namespaces].map((ns) => `locales/${locale}/${ns}.json`)];
    const files = new Set<string>();
    const add = (chunk: OutputChunk | undefined) => {
      if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const file of chunk.imports) add(byFile.get(file));
    };
    for (const module of wanted) {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`page shells: no chunk for ${module}`);
      add(chunk);
    }
    return [...files];
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mockBackend = env.VITE_MOCK_BACKEND === 'true';
  return {
    plugins: [react(), mockServiceWorker(mockBackend), pageShellFiles(env.VITE_REGION)],
    define: {
      __MOCK_BACKEND__: JSON.stringify(mockBackend),
    },
    build: {
      target: 'es2022',
      outDir: env.VITE_OUT_DIR || 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // No preload helper: it appended a <link rel=modulepreload> per dependency of each lazy chunk, about a
      // millisecond each on a slow phone, in the task that starts the page (issue 18's blocking time). A landing page's
      // chunks are preloaded by its shell's HTML instead (page-shells); lazy chunks load their imports themselves.
      modulePreload: false,
      // The entry and everything it imports statically in one chunk (rolldown would split the modules that lazy
      // chunks share with it into chunks of their own): one request and one gzip stream for the shell.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'], priority: 2 },
              // Demo builds: the mock backend loads before the first screen and imports every generated schema it
              // answers with, so it is one chunk rather than a waterfall of a hundred small ones.
              ...(mockBackend ? [{ name: 'mock-backend', priority: 1, test: /[\\/](mocks|generated[\\/]api)[\\/]/ }] : []),
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: false },
    // The production header set (CSP, frame-ancestors, ...: docs/security-headers.md); the dev server has none, its
    // hot-reload preamble being an inline script.
    preview: { port: 4173, strictPort: false, headers: securityHeaders({ env }) },
  };
});
