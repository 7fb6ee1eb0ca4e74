import { defineConfig, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { chileHolidays } from './scripts/chile-holidays-plugin.ts'
import { portalGroup } from './scripts/portal-chunk.ts'
import { precachePlan, precacheTransform } from './scripts/precache-plan.ts'
import { VitePWA } from 'vite-plugin-pwa'
import { compression } from 'vite-plugin-compression2'

// NOTE: Ionic ships its components as side-effect-free modules but does not say so; without this
// hint the whole of @ionic/core lands in the first bundle.
const sideEffectFree = [/@ionic\/core\/components\//, /@ionic\/react\/dist\//]
// @ionic/react makes some of its components with calls it does not mark pure (ion-nav's): an
// unused one is dropped only when these are known to be free of side effects.
const ionicPureCalls = ['createReactComponent', 'createForwardRef']

// Two builds: the app for browsers (dist/client), and with `--ssr` the public pages' renderer the
// server imports (dist/ssr/ssr.js, src/app/ssr.tsx): no service worker, no copies, no public files.
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : clientBuild))

const ssrBuild: UserConfig = {
  plugins: [react(), chileHolidays()],
  publicDir: false,
  build: {
    outDir: 'dist/ssr',
    ssr: true,
    rollupOptions: { input: 'src/app/ssr.tsx' },
    emptyOutDir: true,
    sourcemap: false,
  },
}

const clientBuild: UserConfig = {
  plugins: [
    react(),
    chileHolidays(),
    precachePlan(),
    // The installable staff app: our own service worker (sw/sw.ts) gets the precache list injected;
    // it is registered from main.tsx (no inline script: the CSP forbids them).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: false,
      registerType: 'prompt',
      injectManifest: {
        // The shell and the staff screens' chunks, lazily loaded ones included, so the app opens
        // with no signal; the admins' screens marked for admins' devices only, the public site's
        // and the portal's left out (scripts/precache-plan.ts). Not the install manifest: the
        // server answers it with the name of the host's school (plugins/static.ts).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The link previews' image is for WhatsApp and search engines, never for the app.
        globIgnores: ['og-image.png'],
        manifestTransforms: [precacheTransform],
      },
      manifest: {
        // The id installs already have (the start URL's, when none was given): an app keeps it.
        id: '/today',
        name: 'Escuela de Mountain Bike',
        short_name: 'Escuela MTB',
        description:
          'Asistencia y gestión de clases de la escuela de mountain bike, con o sin señal.',
        lang: 'es-CL',
        start_url: '/today',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0b3b20',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // Shown in the install sheet (JPEG, so the service worker does not precache them).
        screenshots: [
          {
            src: '/screenshots/home-narrow.jpg',
            sizes: '390x844',
            type: 'image/jpeg',
            form_factor: 'narrow',
            label: 'Inicio de la escuela en un teléfono',
          },
          {
            src: '/screenshots/home-wide.jpg',
            sizes: '1440x900',
            type: 'image/jpeg',
            form_factor: 'wide',
            label: 'Inicio de la escuela en un computador',
          },
        ],
      },
    }),
    // A brotli (.br) and a gzip (.gz) copy beside each text file, at the highest levels, sent by
    // the server to browsers that accept them (plugins/static.ts). Not index.html: the server
    // sends its own, with the school's tags.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json|webmanifest|txt)$/,
      exclude: /(^|\/)\.vite\//,
    }),
  ],
  build: {
    outDir: 'dist/client',
    // Read by the server to preload the guardian's pages' chunk in their HTML (plugins/static.ts).
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id) => !sideEffectFree.some((re) => re.test(id)),
        manualPureFunctions: ionicPureCalls,
      },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // The guardian's pages are one chunk with the code of ours they share with the staff app
          // (outside the first load): a phone fetches it in one request, one round trip before
          // first paint on a slow connection, and the personal link's page already holds the
          // invoices page it opens next (scripts/portal-chunk.ts).
          groups: [portalGroup],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}
