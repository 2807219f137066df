export { Radio, RadioGroup } from './RadioGroup.js';
export type { RadioGroupProps, RadioProps } from './RadioGroup.js';
