import { UpcomingScreen } from './UpcomingScreen';

export default function UserBillPayScreen() {
  return (
    <UpcomingScreen
      path="/user/billpay"
      lead="Pay your utilities, insurance, credit union and other bills with your saved cards."
    />
  );
}
