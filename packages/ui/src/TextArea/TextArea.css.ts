import { style } from '@vanilla-extract/css';
import { inputControl } from '../Field/Field.css.js';
import { vars } from '../tokens/theme.css.js';

export const textArea = style([
  inputControl,
  {
    display: 'block',
    minHeight: 'auto',
    paddingBlock: vars.space['3'],
    lineHeight: vars.font.lineHeight.normal,
    resize: 'vertical',
  },
]);

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});
