export { Card } from './Card.js';
export type { CardProps, CardVariant } from './Card.js';
