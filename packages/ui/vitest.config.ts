import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Tests that hover: react-aria keeps hover and tooltip warm-up state in module scope, so they
 * start from fresh modules.
 */
const hoverTests = ['src/Toast/Toast.test.tsx', 'src/Tooltip/Tooltip.test.tsx'];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts?(x)', 'test/**/*.test.ts?(x)'],
          exclude: hoverTests,
          // One jsdom per worker instead of one per file: setting up jsdom and importing
          // react-aria for each of ~50 files took three quarters of the run. The tests share no
          // state beyond the DOM, which the setup file cleans after every test.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: hoverTests } },
    ],
  },
});
