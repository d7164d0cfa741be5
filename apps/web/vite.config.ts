import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** In development Vite serves the app and hands API, dev mailbox and WebSocket calls to the server. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, ws: true },
      '/dev': api,
      '/photos': api,
      '/interests.json': api,
      '/personality_questions.json': api,
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 400 },
});
