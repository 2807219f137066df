import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.ts?(x)', 'test/**/*.test.ts?(x)'],
    setupFiles: ['./test/setup.ts'],
  },
});
