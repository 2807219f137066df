import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
import { compareWithBaselines } from './visual.ts';

/** WCAG 2.2 AA, as the stories' a11y panel shows it to designers. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A story whose look depends on today's date (a calendar's "today") names the date it is
    // drawn on, so its screenshot is the same every day.
    const { parameters } = await getStoryContext(page, context);
    if (typeof parameters.fixedTime === 'string') {
      await page.clock.setFixedTime(new Date(parameters.fixedTime));
    }
    // The runner renders a file's stories in one page: axe's 500 KB script is injected once.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);

    // Every story: no serious or critical accessibility finding.
    const violations = await getViolations(page, 'body', {
      axeOptions: { runOnly: { type: 'tag', values: WCAG_TAGS } },
    });
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (blocking.length) {
      const lines = blocking.map(
        (v) =>
          `${v.impact}: ${v.id} — ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
      throw new Error(`Accessibility problems in ${context.id}:\n${lines.join('\n')}`);
    }

    // Stories tagged `vrt`: screenshots against the committed baselines.
    if (story.tags.includes('vrt')) {
      const file = String(story.parameters.fileName ?? '');
      if (!file)
        throw new Error(`${context.id} has no fileName parameter to place its baselines by`);
      await compareWithBaselines(page, file, context.id);
    }
  },
};

export default config;
