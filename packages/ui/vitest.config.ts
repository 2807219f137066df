import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.ts?(x)', 'test/**/*.test.ts?(x)'],
    setupFiles: ['./test/setup.ts'],
    // One jsdom per worker instead of one per file: setting up jsdom and importing react-aria for
    // each of ~50 files took three quarters of the run. The tests share no state beyond the DOM,
    // which the setup file cleans after every test.
    isolate: false,
  },
});
