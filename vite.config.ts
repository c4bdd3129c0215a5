/**
 * Vite: the app and the embedded mock backend. The mock (MSW worker, faker, the mock exchange) is compiled in
 * only when VITE_MOCK_BACKEND is true (modes `demo` and `test`); a production build (`npm run build`) contains
 * none of it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { pageShells } from './scripts/prerender/page-shells.ts';
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
    writeBundle(options) {
      const dir = options.dir!;
      const localesDir = fileURLToPath(new URL('./locales', import.meta.url));
      for (const shell of pageShells(readFileSync(join(dir, 'index.html'), 'utf8'), { localesDir, regionId })) {
        const target = join(dir, shell.fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, shell.html);
      }
    },
  };
}

/**
 * The entry and the start-up's parts: src/main.tsx imports React, the libraries, the route table and the app one after
 * the other.
 */
const SHELL_MODULES = /[\\/]src[\\/](main\.tsx|app[\\/](boot[\\/][\w-]+|start-app)\.tsx?)$/;

/**
 * index.html preloads the start-up's parts and what they import: fetched beside the entry, not one after another once
 * it runs. The page shells are copies of index.html, so they preload them too.
 */
function startupPreloads(): Plugin {
  return {
    name: 'startup-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((file) => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (chunk: (typeof chunks)[number] | undefined) => {
          if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) add(byFile.get(file));
        };
        for (const chunk of chunks) if (chunk.moduleIds.some((id) => SHELL_MODULES.test(id))) add(chunk);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mockBackend = env.VITE_MOCK_BACKEND === 'true';
  return {
    plugins: [react(), mockServiceWorker(mockBackend), startupPreloads(), pageShellFiles(env.VITE_REGION)],
    define: {
      __MOCK_BACKEND__: JSON.stringify(mockBackend),
    },
    build: {
      target: 'es2022',
      outDir: env.VITE_OUT_DIR || 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // No preload helper: it appended a <link rel=modulepreload> per dependency of each lazy chunk, about a
      // millisecond each on a slow phone, in the task that starts the page (issue 18's blocking time); lazy chunks load
      // their imports themselves. Preloading a landing page's chunks from its shell's HTML was measured too: the
      // requests took bandwidth from the stylesheet, and the shell's paint (its LCP) came 0.4 to 0.9 s later.
      modulePreload: false,
      // The entry and the start-up's parts with everything they import in one chunk (rolldown would split the modules
      // that lazy chunks share with them into chunks of their own): one request and one gzip stream for the shell.
      rolldownOptions: {
        output: {
          // Each module of a chunk is evaluated when it is first imported, not all of them when the chunk loads: the
          // start-up's parts (src/main.tsx imports them one task after another) are then evaluated a task at a time.
          strictExecutionOrder: true,
          codeSplitting: {
            groups: [
              // The entry and the start-up's parts with everything they import: one chunk, preloaded beside the entry's
              // stub (startupPreloads).
              { name: 'shell', test: SHELL_MODULES, priority: 2 },
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
