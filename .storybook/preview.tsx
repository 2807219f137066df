import '@fontsource-variable/inter';
import type { Preview } from '@storybook/react-vite';
// The explicit extension: a bare `.css` import would be taken for a plain stylesheet.
import '../packages/ui/src/styles/global.css.ts';

const preview: Preview = {
  tags: ['autodocs'],
  // The test runner runs axe itself (WCAG 2.2 AA, failing on serious and critical findings); the
  // a11y panel runs on request, so the two never run axe at once on a page.
  initialGlobals: { a11y: { manual: true } },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: {
      // The same rules the test runner enforces: WCAG 2.2 AA.
      options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      test: 'error',
    },
    options: {
      storySort: { order: ['Foundations', 'Components', 'Patterns'] },
    },
  },
};

export default preview;
