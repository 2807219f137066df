import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Yo design system',
    colorPrimary: '#C8102E',
    colorSecondary: '#0B4F9C',
  }),
});
