import { UpcomingScreen } from './UpcomingScreen';

export default function AccountScreen() {
  return <UpcomingScreen title="Account" />;
}
