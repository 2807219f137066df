import { COPYRIGHT_START_YEAR } from '@yo/domain';
import { copyrightYears, Drawer, Link } from '@yo/ui';
import styled from 'styled-components';
import { copyrightHolder, legalDocuments } from '../navigation';
import { drawerSections } from './navigation';

const Legal = styled.div`
  display: grid;
  gap: var(--yo-space-1);
  p {
    margin: var(--yo-space-2) 0 0;
  }
`;

/** The drawer's footer (spec 2.12): the terms and privacy documents and the copyright line. */
function DrawerFooter() {
  const years = copyrightYears(COPYRIGHT_START_YEAR, new Date().getFullYear());
  return (
    <Legal>
      {legalDocuments.map((document) => (
        <Link key={document.href} href={document.href} appearance="standalone" external>
          {document.label}
        </Link>
      ))}
      <p>{`© ${years} ${copyrightHolder}`}</p>
    </Legal>
  );
}

/**
 * The signed-in side menu (spec 2.12): permanent beside the page on wide screens; on smaller ones
 * a modal panel the app bar's button opens, which closes on Escape, outside, or a chosen page.
 */
export function UserDrawer({
  path,
  wide,
  isOpen,
  onOpenChange,
}: {
  path: string;
  wide: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Drawer
      sections={drawerSections(path)}
      footer={<DrawerFooter />}
      aria-label="Main"
      variant={wide ? 'permanent' : 'temporary'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel="Close menu"
      data-testid="user-drawer"
    />
  );
}
