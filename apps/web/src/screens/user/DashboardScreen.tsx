import { UpcomingScreen } from './UpcomingScreen';

export default function DashboardScreen() {
  return (
    <UpcomingScreen
      path="/user"
      lead="Your recent bill payments and top ups, and your monthly totals, in one place."
    />
  );
}
