import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Modal,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { useMediaQuery } from '../Carousel/useMediaQuery.js';
import { FieldMessages, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../IconButton/icons.js';
import { media } from '../tokens/values.js';
import * as styles from './DatePicker.css.js';

/** A date as the spec writes it (yyyy-MM-DD, ISO 8601): '2026-11-22'. */
export type IsoDate = string;

/** Reads an ISO date; `null` for empty or malformed text. */
export function parseIsoDate(value: IsoDate | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * The locale whose short date is year-month-day with hyphens, so the segments read
 * yyyy-mm-dd as the spec asks, while month names stay English.
 */
const ISO_LOCALE = 'en-CA';

export interface DatePickerProps {
  label?: ReactNode;
  /** Help text; by default the format, 'yyyy-MM-DD'. Pass `null` to hide it. */
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** The date, yyyy-MM-DD (controlled); `null` for none. */
  value?: IsoDate | null;
  defaultValue?: IsoDate | null;
  /** Called with the complete date as yyyy-MM-DD, or `null` when cleared. */
  onChange?: (value: IsoDate | null) => void;
  onBlur?: () => void;
  /** The earliest date allowed, yyyy-MM-DD. */
  minValue?: IsoDate;
  /** The latest date allowed, yyyy-MM-DD (e.g. today for an activity filter). */
  maxValue?: IsoDate;
  /** Dates that cannot be chosen. */
  isDateUnavailable?: (date: IsoDate) => boolean;
  validationBehavior?: 'aria' | 'native';
  /** Submitted with an HTML form, as yyyy-MM-DD. */
  name?: string;
  /** The id of the date's group, used by the error summary to link to this field. */
  id?: string;
  autoFocus?: boolean;
  /** Opens the calendar at first (for demonstrations and screenshots). */
  defaultOpen?: boolean;
  /** The name of the button that opens the calendar. */
  calendarButtonLabel?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

function CalendarIcon() {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * A date typed as yyyy-MM-DD or picked from a calendar: the activity filter's Start Date and
 * End Date. Values go in and out as ISO strings.
 */
export function DatePicker({
  label,
  description = 'yyyy-MM-DD',
  errorMessage,
  isRequired = false,
  validationBehavior = 'aria',
  value,
  defaultValue,
  onChange,
  onBlur,
  minValue,
  maxValue,
  isDateUnavailable,
  id,
  calendarButtonLabel = 'Choose date',
  'data-testid': testId,
  ...rest
}: DatePickerProps) {
  const narrow = !useMediaQuery(media.tablet);
  const calendar = (
    <Dialog className={styles.dialog}>
      <Calendar className={styles.calendar}>
        <header className={styles.header}>
          <Button slot="previous" className={styles.navButton}>
            <ChevronLeftIcon />
          </Button>
          <Heading className={styles.heading} />
          <Button slot="next" className={styles.navButton}>
            <ChevronRightIcon />
          </Button>
        </header>
        <CalendarGrid className={styles.grid}>
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <CalendarCell
                date={date}
                className={({ isToday }) =>
                  isToday ? `${styles.cell} ${styles.today}` : styles.cell
                }
              />
            )}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </Dialog>
  );
  return (
    <I18nProvider locale={ISO_LOCALE}>
      <AriaDatePicker<CalendarDate>
        {...rest}
        value={value === undefined ? undefined : parseIsoDate(value)}
        defaultValue={defaultValue === undefined ? undefined : parseIsoDate(defaultValue)}
        onChange={(date) => onChange?.(date ? date.toString() : null)}
        onBlur={onBlur ? () => onBlur() : undefined}
        minValue={parseIsoDate(minValue) ?? undefined}
        maxValue={parseIsoDate(maxValue) ?? undefined}
        isDateUnavailable={
          isDateUnavailable ? (date: DateValue) => isDateUnavailable(date.toString()) : undefined
        }
        granularity="day"
        shouldForceLeadingZeros
        isRequired={isRequired}
        validationBehavior={validationBehavior}
        className={fieldStyles.field}
        data-testid={testId}
      >
        {label ? <Label isRequired={isRequired}>{label}</Label> : null}
        <Group id={id} className={fieldStyles.group}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={fieldStyles.fieldButton} aria-label={calendarButtonLabel}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldMessages description={description} errorMessage={errorMessage} />
        {narrow ? (
          // On phones the calendar opens in a modal as wide as the screen, so its seven 44 px
          // day columns fit even at 320 px.
          <ModalOverlay className={styles.modalOverlay} isDismissable>
            <Modal className={styles.modal}>{calendar}</Modal>
          </ModalOverlay>
        ) : (
          <Popover className={styles.popover} offset={4} placement="bottom start">
            {calendar}
          </Popover>
        )}
      </AriaDatePicker>
    </I18nProvider>
  );
}
