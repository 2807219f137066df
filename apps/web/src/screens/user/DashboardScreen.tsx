import { UpcomingScreen } from './UpcomingScreen';

export default function DashboardScreen() {
  return <UpcomingScreen title="Dashboard" />;
}
