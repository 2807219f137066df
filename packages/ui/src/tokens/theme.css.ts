import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenValues } from './values.js';

/** CSS variable name for a token path: `color.brand.primary` → `yo-color-brand-primary`. */
function variableName(_value: string | null, path: string[]) {
  return `yo-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;
}

/**
 * The theme contract: stable `--yo-*` names that apps (and styled-components layouts) may read.
 * Renaming one is a breaking change of @yo/ui.
 */
export const vars = createGlobalThemeContract(tokenValues, variableName);

createGlobalTheme(':root', vars, tokenValues);
