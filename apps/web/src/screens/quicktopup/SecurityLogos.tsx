import { topUpScreenText } from '@yo/domain';
import { CardBrandIcon } from '@yo/ui';
import { SecurityMarks } from './layout';

/** The card-security marks shown on phones (2.8). */
export function SecurityLogos() {
  return (
    <SecurityMarks data-testid="topup-security-logos">
      <CardBrandIcon brand="visa" isDecorative />
      <CardBrandIcon brand="mastercard" isDecorative />
      <span>{topUpScreenText.cardSecurity}</span>
    </SecurityMarks>
  );
}
