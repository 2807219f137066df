export { Footer, copyrightYears } from './Footer.js';
export type { FooterLink, FooterProps } from './Footer.js';
