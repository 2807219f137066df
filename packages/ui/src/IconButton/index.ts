export { IconButton } from './IconButton.js';
export { iconButtonClassName } from './classNames.js';
export type { IconButtonProps } from './IconButton.js';
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  InfoIcon,
  MenuIcon,
} from './icons.js';
