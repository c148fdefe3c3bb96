import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer is one static page; Electron loads it from disk and browser
// mode serves it over HTTP, so every asset path is relative.
export default defineConfig({
  root: 'src-renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist-renderer',
    emptyOutDir: true,
    sourcemap: true,
    // One bundle loaded from the local disk (or loopback): splitting it would
    // add requests without saving any download.
    chunkSizeWarningLimit: 2048,
  },
});
