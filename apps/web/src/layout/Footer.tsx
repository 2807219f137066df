import { COPYRIGHT_START_YEAR } from '@yo/domain';
import { Footer as LibraryFooter } from '@yo/ui';
import { Link as RouterLink } from 'wouter';
import { copyrightHolder, footerLinks, legalDocuments } from './navigation';

/** Spec 2.2: site links, the terms and privacy documents, and "2005–current year". */
export function Footer() {
  return (
    <LibraryFooter
      links={footerLinks}
      documents={legalDocuments}
      startYear={COPYRIGHT_START_YEAR}
      holder={copyrightHolder}
      linkComponent={RouterLink}
    />
  );
}
