import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

export const body = style({ display: 'contents' });

/** The screen's content: notice, sentence, field, the way back, in one column. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const sentence = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

/** An email address or phone number: never broken in the middle by a hyphen. */
export const destination = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

/** A choice: the method, and under it where the code goes. */
export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const choiceDestination = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const another = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
