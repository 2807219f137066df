import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { Switch } from './Switch.js';

const grid: CSSProperties = { display: 'grid', gap: 8, maxWidth: 480 };

/** Every state of a switch, for visual regression. */
const meta = {
  title: 'Components/Switch/States',
  component: Switch,
  tags: ['vrt', '!autodocs'],
  args: { children: 'Analytics' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
      <Switch isReadOnly defaultSelected description="Needed for the site to work.">
        Necessary
      </Switch>
      <Switch description="Lets us count visits to improve Yo.">Analytics</Switch>
      <Switch isDisabled>Disabled off</Switch>
      <Switch isDisabled defaultSelected>
        Disabled on
      </Switch>
      <Switch labelPosition="start" defaultSelected>
        Primary
      </Switch>
      <Switch>
        A long label that wraps onto a second line on a narrow phone screen without overlapping
      </Switch>
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true } };
