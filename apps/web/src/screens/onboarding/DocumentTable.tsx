import type { OnboardingDocumentRow } from '@yo/domain';
import { Table } from '@yo/ui';

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
          isRowHeader: true,
        },
        { id: 'description', header: 'Description', cell: (row) => row.description },
        { id: 'required', header: 'Required', cell: (row) => row.required },
      ]}
    />
  );
}
