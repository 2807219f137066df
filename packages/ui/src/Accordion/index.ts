export { Accordion } from './Accordion.js';
export type { AccordionItem, AccordionProps } from './Accordion.js';
