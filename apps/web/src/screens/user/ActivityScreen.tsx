import { UpcomingScreen } from './UpcomingScreen';

export default function ActivityScreen() {
  return <UpcomingScreen title="Activity" />;
}
