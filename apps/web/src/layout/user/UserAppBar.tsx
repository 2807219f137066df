import { screenText } from '@yo/domain';
import { AppBar, IconButton, Menu, MenuIcon } from '@yo/ui';
import { signOut } from '../../app/session';
import { useBusy } from '../../state/useBusy';
import { Logo } from '../Logo';
import type { CustomerIdentity } from './useCustomer';

export const ACCOUNT_MENU_LABEL = 'Account menu';
export const OPEN_DRAWER_LABEL = 'Open menu';
const LOG_OUT_ID = 'logout';

/**
 * The signed-in app bar (spec 2.12): the logo to the dashboard, who is signed in (initials on
 * phones, full name and phone number wider up) and the account menu with Log out. On screens
 * where the drawer is temporary, its button opens the drawer.
 */
export function UserAppBar({
  customer,
  drawerButton,
}: {
  customer: CustomerIdentity;
  drawerButton?: { isOpen: boolean; open: () => void };
}) {
  const busy = useBusy();
  return (
    <AppBar
      logo={<Logo />}
      logoHref="/user"
      logoLabel="Yo, Dashboard"
      userName={customer.fullName}
      phone={customer.phone}
      navigationButton={
        drawerButton ? (
          <IconButton
            label={OPEN_DRAWER_LABEL}
            aria-expanded={drawerButton.isOpen}
            onPress={drawerButton.open}
            size="medium"
          >
            <MenuIcon />
          </IconButton>
        ) : undefined
      }
      menu={
        <Menu
          trigger={null}
          aria-label={ACCOUNT_MENU_LABEL}
          placement="bottom end"
          items={[{ id: LOG_OUT_ID, label: screenText.logOut, tone: 'critical' }]}
          onAction={(id) => {
            if (id === LOG_OUT_ID) void busy(signOut);
          }}
        />
      }
    />
  );
}
