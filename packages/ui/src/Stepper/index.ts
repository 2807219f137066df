export { Stepper, defaultStepAnnouncement, stepStatus } from './Stepper.js';
export type { StepStatus, StepperOrientation, StepperProps, StepperStep } from './Stepper.js';
