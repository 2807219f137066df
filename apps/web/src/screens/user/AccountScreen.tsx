import { UpcomingScreen } from './UpcomingScreen';

export default function AccountScreen() {
  return (
    <UpcomingScreen
      path="/user/account"
      lead="Your profile, your phone numbers and your saved cards."
    />
  );
}
