import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// NOTE: Ionic ships its components as side-effect-free modules but does not say so; without this
// hint the whole of @ionic/core lands in the first bundle.
const sideEffectFree = [/@ionic\/core\/components\//, /@ionic\/react\/dist\//]

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id) => !sideEffectFree.some((re) => re.test(id)),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
})
