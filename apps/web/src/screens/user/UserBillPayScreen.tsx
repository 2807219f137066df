import { screenText } from '@yo/domain';
import { useCustomer } from '../../layout/user/useCustomer';
import { USER_CONTACT_PATH } from '../../layout/user/useContactPath';
import { BillPayScreen } from '../quickpay/BillPayScreen';

const NO_PREFILL = {};

/**
 * Bill Pay for customers (spec 2.7, 4.6): the guest's flow with the email and phone from the
 * profile, and the saved cards on the card step.
 */
export default function UserBillPayScreen() {
  const customer = useCustomer();
  return (
    <BillPayScreen
      mode="customer"
      title={screenText.billPayTitle}
      prefill={NO_PREFILL}
      home="/user/billpay"
      contactHref={USER_CONTACT_PATH}
      profile={customer ? { email: customer.email, phoneNumber: customer.phoneNumber } : undefined}
    />
  );
}
