import { UpcomingScreen } from './UpcomingScreen';

export default function UserTopUpScreen() {
  return (
    <UpcomingScreen
      path="/user/topup"
      lead="Top up any Digicel or bmobile prepaid phone in Trinidad and Tobago."
    />
  );
}
