/**
 * The raw design tokens. Everything visual in @yo/ui reads them through the CSS variables of
 * `theme.css.ts`, so these values are the single place a colour, space or size is decided.
 * Colours are chosen for WCAG 2.2 AA: text colours reach 4.5:1 on `surface.raised` and
 * `surface.page`; borders and focus reach 3:1.
 */
export const tokenValues = {
  color: {
    brand: {
      primary: '#C8102E',
      primaryHover: '#A80D26',
      primaryPressed: '#8C0A1F',
      onPrimary: '#FFFFFF',
      secondary: '#0B4F9C',
      secondaryHover: '#093F7D',
      secondaryPressed: '#072F5E',
      onSecondary: '#FFFFFF',
    },
    text: {
      default: '#1A1D24',
      muted: '#4A5160',
      inverse: '#FFFFFF',
      link: '#0B4F9C',
      disabled: '#6B7280',
    },
    surface: {
      page: '#F5F6F8',
      raised: '#FFFFFF',
      sunken: '#E9ECF1',
      inverse: '#16213A',
      hover: '#EEF1F6',
      disabled: '#E3E6EB',
    },
    border: {
      default: '#C5CBD5',
      strong: '#6B7280',
      disabled: '#D5D9E0',
    },
    focus: '#0B4F9C',
    critical: { default: '#B3261E', surface: '#FDECEA', onCritical: '#FFFFFF' },
    positive: { default: '#1B6E35', surface: '#E7F4EA', onPositive: '#FFFFFF' },
    caution: { default: '#8A5300', surface: '#FFF4DC', onCaution: '#FFFFFF' },
    info: { default: '#0B4F9C', surface: '#E6EFFA', onInfo: '#FFFFFF' },
  },
  space: {
    '0': '0px',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '24px',
    '6': '32px',
    '7': '48px',
    '8': '64px',
  },
  radius: {
    none: '0px',
    small: '4px',
    medium: '8px',
    large: '16px',
    full: '9999px',
  },
  font: {
    family: {
      body: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      heading: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    size: {
      xsmall: '12px',
      small: '14px',
      medium: '16px',
      large: '18px',
      xlarge: '22px',
      xxlarge: '28px',
      display: '36px',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeight: {
      tight: '1.25',
      normal: '1.5',
    },
  },
  size: {
    /** The smallest a thing you press may be (WCAG 2.5.5's 44 px). */
    touchTarget: '44px',
    controlSmall: '44px',
    controlMedium: '48px',
    controlLarge: '56px',
    icon: '20px',
    drawer: '240px',
    content: '1200px',
  },
  breakpoint: {
    tablet: '600px',
    desktop: '960px',
    wide: '1280px',
  },
  motion: {
    duration: {
      fast: '120ms',
      normal: '200ms',
      slow: '320ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
    },
  },
  shadow: {
    raised: '0 1px 2px rgba(22, 33, 58, 0.08), 0 2px 8px rgba(22, 33, 58, 0.08)',
    overlay: '0 8px 32px rgba(22, 33, 58, 0.24)',
  },
} as const;

export type TokenValues = typeof tokenValues;

/** Breakpoints as numbers (px) for code; CSS reads the `--yo-breakpoint-*` variables or `media`. */
export const breakpoints = { tablet: 600, desktop: 960, wide: 1280 } as const;

/** Media queries for the breakpoints: mobile first, each applies at and above its width. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
