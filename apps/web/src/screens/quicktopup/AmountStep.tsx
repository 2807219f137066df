import {
  carrierBounds,
  formatTTD,
  parseAmount,
  topUpScreenText,
  type Cents,
  type TopUpPreset,
} from '@yo/domain';
import { AmountField, Checkbox, Radio, RadioGroup } from '@yo/ui';
import { fieldError } from '../../forms';
import type { PhoneProvider } from '@yo/domain';
import { topUpFieldId } from './CountryStep';

export interface AmountStepProps {
  carrier: PhoneProvider | null;
  presets: readonly TopUpPreset[];
  presetId: number | null;
  customAmount: string;
  coverVat: boolean;
  error: string | undefined;
  onPreset: (presetId: number) => void;
  onCustomAmount: (value: string) => void;
  onCoverVat: (cover: boolean) => void;
}

/** Step 2: Select Top Up Amount: the carrier's presets with cover VAT, or a custom amount (5.10). */
export function AmountStep(props: AmountStepProps) {
  const { carrier, presets, presetId, customAmount, coverVat, error } = props;
  const { minimum, maximum } = carrierBounds(carrier);
  return (
    <>
      {presets.length > 0 ? (
        <RadioGroup
          id={topUpFieldId('preset')}
          label={topUpScreenText.presets}
          orientation="horizontal"
          value={presetId === null ? null : String(presetId)}
          onChange={(value) => props.onPreset(Number(value))}
        >
          {presets.map((preset) => (
            <Radio key={preset.id} value={String(preset.id)}>
              {formatTTD(parseAmount(preset.amount) ?? (0 as Cents))}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      <Checkbox
        id={topUpFieldId('coverVat')}
        isSelected={coverVat && presetId !== null}
        isDisabled={presetId === null}
        onChange={props.onCoverVat}
        description={topUpScreenText.coverVatHint}
      >
        {topUpScreenText.coverVat}
      </Checkbox>
      <AmountField
        id={topUpFieldId('amount')}
        label={topUpScreenText.customAmount}
        description={topUpScreenText.customAmountHint(formatTTD(minimum), formatTTD(maximum))}
        value={customAmount}
        onChange={props.onCustomAmount}
        {...fieldError(error)}
      />
    </>
  );
}
