import { COPYRIGHT_START_YEAR, DOCUMENT_IDS, screenText } from '@yo/domain';
import { Footer as LibraryFooter } from '@yo/ui';
import { company } from '../content/company';
import { documentUrl } from '../content/documents';
import { footerLinks } from './navigation';

/** Spec 2.2: site links, the terms and privacy documents, and "2005–current year". */
export function Footer() {
  return (
    <LibraryFooter
      links={footerLinks}
      documents={[
        {
          href: documentUrl(DOCUMENT_IDS.terms),
          label: screenText.termsAndConditions,
          external: true,
        },
        {
          href: documentUrl(DOCUMENT_IDS.privacy),
          label: screenText.privacyPolicy,
          external: true,
        },
      ]}
      startYear={COPYRIGHT_START_YEAR}
      holder={`${company.legalName}. All rights reserved.`}
    />
  );
}
