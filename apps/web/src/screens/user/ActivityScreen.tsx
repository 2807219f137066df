import { UpcomingScreen } from './UpcomingScreen';

export default function ActivityScreen() {
  return (
    <UpcomingScreen
      path="/user/activity"
      lead="Every bill payment and top up you make, with filters, receipts and exports."
    />
  );
}
