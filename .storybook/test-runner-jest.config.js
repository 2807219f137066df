import { getJestConfig } from '@storybook/test-runner';

/** The test runner's Jest setup, driving Debian's Chromium (never a browser download). */
const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
        ],
      },
    },
  },
};
