import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Compresses the built text files once (brotli at quality 11, gzip at level 9) next to them
 * (`x.js.br`, `x.js.gz`), so the server sends stored bytes (serveStatic's `precompressed`):
 * `npm start` serves a school's LAN with no proxy in front to compress for it.
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) =>
        /\.(js|css|html|svg|json|txt)$/.test(f),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const data = await readFile(path);
          if (data.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * Adds <link rel="modulepreload"> for the lazy chunks of the first screen a signed-in learner
 * sees (/ and /dashboard), with their imports: fetched in parallel with the entry instead of
 * after it has run, which saves a round trip on a slow phone network (Lighthouse mobile).
 */
function preloadFirstScreen(routeFiles: string[]): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byName.get(fileName);
          if (!chunk || chunk.isEntry || wanted.has(fileName)) return;
          wanted.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId ?? '';
          if (routeFiles.some((file) => id.endsWith(file))) visit(chunk.fileName);
        }
        // chunks Vite already preloads for the entry are not listed twice
        return [...wanted]
          .filter((fileName) => !html.includes(`/${fileName}`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Writes public/theme-init.js into index.html at build (the dark-mode class must be set before
 * the first paint, so the script blocks rendering: inline, it costs no extra round trip on a
 * slow network). The server allows it by its hash in the CSP (inlineScriptHashes in app.ts).
 */
function inlineThemeScript(): Plugin {
  return {
    name: 'inline-theme-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const script = readFileSync(
          fileURLToPath(new URL('public/theme-init.js', import.meta.url)),
          'utf8',
        );
        return html.replace(
          '<script src="/theme-init.js"></script>',
          `<script>${script.replace(/^\/\/.*\n/gm, '').trim()}</script>`,
        );
      },
    },
  };
}

/** Dev server on 5173 proxies the API and the outbox page to the server on 3000. */
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineThemeScript(),
    preloadFirstScreen([
      'src/app/routes/dashboard-layout.tsx',
      'src/app/routes/dashboard-home.tsx',
    ]),
    precompress('dist'),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/dev/mail': 'http://127.0.0.1:3000',
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 700 },
});
