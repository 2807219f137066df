import { topUpScreenText } from '@yo/domain';
import { TopUpScreen } from './TopUpScreen';

/** Quick Top Up for guests (spec 2.8). */
export default function QuickTopUpScreen() {
  return (
    <TopUpScreen
      mode="guest"
      title={topUpScreenText.quickTopUpTitle}
      home="/quicktopup"
      contactHref="/contact"
    />
  );
}
