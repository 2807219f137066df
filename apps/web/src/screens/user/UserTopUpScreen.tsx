import { topUpScreenText } from '@yo/domain';
import { useCustomer } from '../../layout/user/useCustomer';
import { USER_CONTACT_PATH } from '../../layout/user/useContactPath';
import { TopUpScreen } from '../quicktopup/TopUpScreen';

/**
 * Top Up for customers (spec 2.8, 4.7): the guest's stepper with the profile's email pre-filled
 * and the saved cards on the card step.
 */
export default function UserTopUpScreen() {
  const customer = useCustomer();
  return (
    <TopUpScreen
      mode="customer"
      title={topUpScreenText.topUpTitle}
      home="/user/topup"
      contactHref={USER_CONTACT_PATH}
      profileEmail={customer?.email}
      profilePhone={customer?.phoneNumber}
    />
  );
}
