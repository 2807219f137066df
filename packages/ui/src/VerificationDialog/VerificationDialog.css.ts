import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

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

/** An email address or phone number: kept on one line, broken only when longer than one. */
export const destination = style({
  display: 'inline-block',
  maxWidth: '100%',
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

/** A text button lines up with the text above it (its padding and border stay its target). */
export const flush = style({
  display: 'flex',
  justifyContent: 'flex-start',
  marginInlineStart: `calc(-1 * ${vars.space['3']} - 2px)`,
});

/**
 * The Dialog's action row: on a phone each button fills its own line (wide targets, the main one
 * on top, and no reflow when a button shows progress); side by side from the tablet width.
 */
export const actions = style({ display: 'contents' });
globalStyle(`${actions} > button`, { flex: '1 1 100%' });
globalStyle(`${actions} > button`, {
  '@media': { [media.tablet]: { flex: '0 0 auto' } },
});
