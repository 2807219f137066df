import { UpcomingScreen } from './UpcomingScreen';

export default function UserTopUpScreen() {
  return <UpcomingScreen title="Top Up" />;
}
