import './styles/global.css.js';

export { Button, DOUBLE_ACTIVATION_GUARD_MS, buttonClassName } from './Button/index.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/index.js';
export {
  Description,
  ErrorMessage,
  FieldError,
  FieldMessages,
  Label,
  fieldStyles,
} from './Field/index.js';
export type {
  DescriptionProps,
  ErrorMessageProps,
  FieldErrorMessage,
  FieldErrorProps,
  FieldMessagesProps,
  LabelProps,
} from './Field/index.js';
export { TextField } from './TextField/index.js';
export type { TextFieldProps, TextFieldType } from './TextField/index.js';
export { PasswordField, stripSpaces } from './PasswordField/index.js';
export type { PasswordFieldProps } from './PasswordField/index.js';
export { TextArea } from './TextArea/index.js';
export type { TextAreaProps } from './TextArea/index.js';
export { Checkbox } from './Checkbox/index.js';
export type { CheckboxProps } from './Checkbox/index.js';
export { Switch } from './Switch/index.js';
export type { SwitchProps } from './Switch/index.js';
export { Radio, RadioGroup } from './RadioGroup/index.js';
export type { RadioGroupProps, RadioProps } from './RadioGroup/index.js';
export { Select } from './Select/index.js';
export type { SelectOption, SelectProps } from './Select/index.js';
export { ComboBox } from './ComboBox/index.js';
export type { ComboBoxProps } from './ComboBox/index.js';
export { FormErrorSummary } from './FormErrorSummary/index.js';
export type { FormError, FormErrorSummaryProps } from './FormErrorSummary/index.js';
export { DatePicker, parseIsoDate } from './DatePicker/index.js';
export type { DatePickerProps, IsoDate } from './DatePicker/index.js';
export { MultiSelect } from './MultiSelect/index.js';
export type { MultiSelectProps } from './MultiSelect/index.js';
export { Alert } from './Alert/index.js';
export type { AlertProps, AlertTone } from './Alert/index.js';
export { Card } from './Card/index.js';
export type { CardProps, CardVariant } from './Card/index.js';
export { Spinner } from './Spinner/index.js';
export type { SpinnerProps, SpinnerSize } from './Spinner/index.js';
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  IconButton,
  iconButtonClassName,
  InfoIcon,
  MenuIcon,
} from './IconButton/index.js';
export type { IconButtonProps } from './IconButton/index.js';
export { Link, linkClassName } from './Link/index.js';
export type { LinkAppearance, LinkProps } from './Link/index.js';
export { Stepper, defaultStepAnnouncement, stepStatus } from './Stepper/index.js';
export type { StepStatus, StepperOrientation, StepperProps, StepperStep } from './Stepper/index.js';
export {
  CARD_NUMBER_MASK,
  CardBrandIcon,
  CardNumberField,
  cardBrandLabels,
} from './CardNumberField/index.js';
export type {
  CardBrandIconProps,
  CardBrandName,
  CardNumberFieldProps,
  PaymentFieldBaseProps,
} from './CardNumberField/index.js';
export { EXPIRY_MASK, ExpiryField } from './ExpiryField/index.js';
export type { ExpiryFieldProps } from './ExpiryField/index.js';
export { CvvField } from './CvvField/index.js';
export type { CvvFieldProps } from './CvvField/index.js';
export { MaskedPhoneField, PHONE_MASK } from './MaskedPhoneField/index.js';
export type { MaskedPhoneFieldProps } from './MaskedPhoneField/index.js';
export { AmountField } from './AmountField/index.js';
export type { AmountFieldProps } from './AmountField/index.js';
export { OtpField, formatCountdown } from './OtpField/index.js';
export type { OtpFieldProps, OtpResendState } from './OtpField/index.js';
export { VerificationDialog } from './VerificationDialog/index.js';
export type {
  VerificationDialogLabels,
  VerificationDialogProps,
  VerificationMethod,
  VerificationStep,
} from './VerificationDialog/index.js';
export { Dialog, DialogTrigger } from './Dialog/index.js';
export type { DialogContent, DialogProps, DialogSize } from './Dialog/index.js';
export { EmptyState } from './EmptyState/index.js';
export type { EmptyStateProps } from './EmptyState/index.js';
export { ErrorPanel } from './ErrorPanel/index.js';
export type { ErrorPanelProps } from './ErrorPanel/index.js';
export { SystemAlertPanel, sanitizeHtml } from './SystemAlertPanel/index.js';
export type { SystemAlertPanelProps } from './SystemAlertPanel/index.js';
export { FullScreenLoader } from './FullScreenLoader/index.js';
export type { FullScreenLoaderProps } from './FullScreenLoader/index.js';
export { AlertDialog } from './AlertDialog/index.js';
export type { AlertDialogProps } from './AlertDialog/index.js';
export { StatusIcon, statusTone } from './StatusIcon/index.js';
export type { StatusIconProps, StatusTone } from './StatusIcon/index.js';
export { Accordion } from './Accordion/index.js';
export type { AccordionItem, AccordionProps } from './Accordion/index.js';
export { Footer, copyrightYears } from './Footer/index.js';
export type { FooterLink, FooterProps } from './Footer/index.js';
export { DEFAULT_PAGE_SIZES, Pagination, pageEntries } from './Pagination/index.js';
export type { PaginationProps } from './Pagination/index.js';
export { BackToTop } from './BackToTop/index.js';
export type { BackToTopProps } from './BackToTop/index.js';
export { AppBar, initialsOf } from './AppBar/index.js';
export type { AppBarProps } from './AppBar/index.js';
export { Menu } from './Menu/index.js';
export type { MenuItem, MenuProps } from './Menu/index.js';
export { Tabs } from './Tabs/index.js';
export type { TabItem, TabsProps } from './Tabs/index.js';
export { Tooltip, TooltipTarget } from './Tooltip/index.js';
export type { TooltipProps, TooltipTargetProps } from './Tooltip/index.js';
export { Drawer } from './Drawer/index.js';
export type { DrawerLink, DrawerProps, DrawerSection, DrawerVariant } from './Drawer/index.js';
export { ToastRegion, createToastQueue, showToast } from './Toast/index.js';
export type {
  ShowToastOptions,
  ToastContent,
  ToastQueue,
  ToastRegionProps,
  ToastTone,
} from './Toast/index.js';
export { CookieBanner } from './CookieBanner/index.js';
export type { CookieBannerProps, CookiePreferences } from './CookieBanner/index.js';
export { BarChart, BAR_COLORS } from './BarChart/index.js';
export type { BarChartDatum, BarChartProps, BarChartSeries } from './BarChart/index.js';
export { Popover } from './Popover/index.js';
export type { PopoverPlacement, PopoverProps } from './Popover/index.js';
export { Breadcrumbs } from './Breadcrumbs/index.js';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs/index.js';
export { Carousel } from './Carousel/index.js';
export type { CarouselProps, CarouselSlide } from './Carousel/index.js';
export { BannerCarousel } from './BannerCarousel/index.js';
export type { BannerCarouselProps, BannerMessage } from './BannerCarousel/index.js';
export { Table } from './Table/index.js';
export type { SortDescriptor, TableColumn, TablePaging, TableProps } from './Table/index.js';
export { visuallyHidden } from './styles/utilities.css.js';
export { vars, tokenValues, breakpoints, media } from './tokens/index.js';
export type { TokenValues } from './tokens/index.js';
