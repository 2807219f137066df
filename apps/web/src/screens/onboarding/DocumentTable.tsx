import type { OnboardingDocumentRow } from '@yo/domain';
import { Table } from '@yo/ui';
import { Muted } from '../../layout/page';

/** One onboarding table: type of document, description and whether it is required. */
export function DocumentTable({
  caption,
  rows,
}: {
  caption: string;
  rows: OnboardingDocumentRow[];
}) {
  return (
    <Table
      label={caption}
      rows={rows}
      getRowId={(row) => row.typeOfDocument}
      emptyMessage="No documents needed."
      hidePagination
      columns={[
        {
          id: 'typeOfDocument',
          header: 'Type of document',
          cell: (row) => row.typeOfDocument,
          // On phones the description sits under the type, so the Required column stays in view.
          mobileCell: (row) => (
            <>
              {row.typeOfDocument}
              <Muted>{row.description}</Muted>
            </>
          ),
          isRowHeader: true,
        },
        {
          id: 'description',
          header: 'Description',
          cell: (row) => row.description,
          hideOnMobile: true,
        },
        { id: 'required', header: 'Required', cell: (row) => row.required },
      ]}
    />
  );
}
