import type { OnboardingDocumentRow } from '@yo/domain';
import { DataTable } from '../../layout/DataTable';

/** One onboarding table: type of document, description and whether it is required. */
export function DocumentTable({
  caption,
  rows,
}: {
  caption: string;
  rows: OnboardingDocumentRow[];
}) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { key: 'typeOfDocument', header: 'Type of document' },
        { key: 'description', header: 'Description' },
        { key: 'required', header: 'Required' },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.typeOfDocument }))}
    />
  );
}
