import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/** The web app's entry (main.tsx: the splash's stylesheet and the loader of the app). */
const ENTRY = 'src/main.tsx';

/** The modules the first screen of a signed-in learner (/ and /dashboard) needs. */
const FIRST_SCREEN_ROOTS = [
  'src/app/start.tsx',
  'src/app/routes/dashboard-layout.tsx',
  'src/app/routes/dashboard-home.tsx',
];

/**
 * The libraries every screen runs: React, the router and TanStack Query, but TanStack Query's
 * dehydrate/hydrate, which only the offline copy of the screens uses (lib/offline-queries.ts,
 * loaded after the first screen): in this group they would join the first screen's load.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack)[\\/](?!.*[\\/]hydration\.js$)/;

/** Where the web app's own modules live (the first-screen chunk takes only these). */
const WEB_SOURCE = fileURLToPath(new URL('src/', import.meta.url));

/**
 * The first screen in two chunks (the libraries every screen runs, and the app's own modules of
 * that screen) instead of twenty small ones: on a phone network each request waits its turn
 * among six connections to the server (HTTP/1.1), which cost the first screen about a third of a
 * second (Lighthouse mobile). Other screens import from them; they are loaded first anyway.
 *
 * The app's chunk takes the modules of apps/web/src that the first screen's roots import
 * statically, walking only through the app's own modules: a group keeps every module it takes,
 * used or not, so the shared packages (@app/domain, @app/content: barrels) are left to Rolldown's
 * own splitting, which keeps only what is used.
 */
function firstScreenChunk(): (
  id: string,
  ctx: { getModuleInfo(id: string): Rolldown.ModuleInfo | null },
) => string | null {
  let members: Set<string> | null = null;
  return (id, ctx) => {
    if (members === null) {
      const reach = (roots: string[]) => {
        const found = new Set<string>();
        const visit = (moduleId: string) => {
          if (found.has(moduleId) || !moduleId.startsWith(WEB_SOURCE)) return;
          found.add(moduleId);
          ctx.getModuleInfo(moduleId)?.importedIds.forEach(visit);
        };
        roots.forEach((root) => visit(fileURLToPath(new URL(root, import.meta.url))));
        return found;
      };
      // what the entry imports itself (the page table) stays in the entry: in this chunk, the
      // entry would import the whole first screen before the splash
      const entry = reach([ENTRY]);
      members = new Set([...reach(FIRST_SCREEN_ROOTS)].filter((m) => !entry.has(m)));
    }
    return members.has(id) ? 'first-screen' : null;
  };
}

/**
 * The installable app (issue 20 §1): the web app manifest (Vietnamese name, icons 192/512 and
 * maskable, theme colours) and the service worker of sw/sw.ts (Workbox: precaches the app shell
 * and every route's chunks, answers navigations with the cached shell, serves downloaded audio
 * with Range support), which waits for the learner's "Tải lại" before a new version takes over
 * (`registerType: 'prompt'`; app/pwa-update.tsx registers it and shows the prompt).
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'IELTS Study — Học tiếng Anh và luyện thi IELTS',
      short_name: 'IELTS Study',
      description:
        'Học tiếng Anh và luyện thi IELTS: thẻ ghi nhớ, lặp lại ngắt quãng, trò chơi từ vựng.',
      lang: 'vi',
      dir: 'ltr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#f8fafc',
      theme_color: '#2563eb',
      categories: ['education'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    // our own worker (sw/sw.ts): Workbox's precache and navigation, plus the downloaded audio
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // the largest route chunk (the dictionary's word list) is precached too
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}

/** Dev server on 5173 proxies the API and the outbox page to the server on 3000. */
export default defineConfig({
  plugins: [react(), tailwindcss(), inlineThemeScript(), installableApp(), precompress('dist')],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/dev/mail': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper stays apart: the entry imports it and must not import the app
            { name: 'preload-helper', test: /preload-helper/, priority: 2 },
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            // the page table and the early reads, which the entry imports: a few bytes of their
            // own (in the first screen's chunk, the entry would import that whole chunk before
            // the splash)
            {
              name: 'pages',
              test: /[\\/]src[\\/]app[\\/](route-modules|early-requests)\.ts$/,
              priority: 3,
            },
            { name: firstScreenChunk(), priority: 1 },
          ],
        },
      },
    },
  },
});
