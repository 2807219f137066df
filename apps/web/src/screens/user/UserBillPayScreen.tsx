import { UpcomingScreen } from './UpcomingScreen';

export default function UserBillPayScreen() {
  return <UpcomingScreen title="Bill Pay" />;
}
