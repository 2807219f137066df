import { screenText, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@yo/domain';
import { Button, Card, DatePicker, MultiSelect } from '@yo/ui';
import styled from 'styled-components';
import { typeRules, type Activity } from '../../../flows/activity';
import { Actions } from '../../../layout/page';
import { Fields } from '../../../layout/form';

const TYPE_OPTIONS = [
  { id: TRANSACTION_TYPES.billPay, label: screenText.tranTypeLabels.billPay },
  { id: TRANSACTION_TYPES.topUp, label: screenText.tranTypeLabels.topUp },
];
const STATUS_OPTIONS = Object.values(TRANSACTION_STATUSES).map((status) => ({
  id: status,
  label: status,
}));

const Form = styled.form`
  display: grid;
  gap: var(--yo-space-5);
`;

const toIds = (values: string[]) => values.map(Number).filter((id) => Number.isInteger(id));

/**
 * 'Transaction Activity - Filters' (2.14): the dates, the type, then providers (with Bill Pay)
 * and carriers (with Top Up), each choice a removable chip; Search applies, Clear All empties.
 */
export function FilterCard({ activity }: { activity: Activity }) {
  const { draft, edit, providers, carriers } = activity;
  const { providersEnabled, carriersEnabled } = typeRules(draft.selectedTranTypes);
  return (
    <Card title={screenText.activityFilters} isLandmark data-testid="activity-filters">
      <Form
        aria-label={screenText.activityFilters}
        onSubmit={(event) => {
          event.preventDefault();
          activity.search();
        }}
      >
        <Fields>
          <DatePicker
            label={screenText.startDate}
            value={draft.startDate}
            maxValue={draft.endDate ?? undefined}
            onChange={(startDate) => edit({ startDate })}
          />
          <DatePicker
            label={screenText.endDate}
            value={draft.endDate}
            minValue={draft.startDate ?? undefined}
            onChange={(endDate) => edit({ endDate })}
          />
          <MultiSelect
            label={screenText.transactionType}
            options={TYPE_OPTIONS}
            value={draft.selectedTranTypes}
            onChange={(selectedTranTypes) => edit({ selectedTranTypes })}
          />
          {draft.selectedTranStatuses.length > 0 ? (
            <MultiSelect
              label={screenText.transactionStatus}
              options={STATUS_OPTIONS}
              value={draft.selectedTranStatuses}
              onChange={(selectedTranStatuses) => edit({ selectedTranStatuses })}
            />
          ) : null}
          <MultiSelect
            label={screenText.providers}
            options={providers.map((p) => ({ id: String(p.providerId), label: p.name }))}
            isDisabled={!providersEnabled}
            description={providersEnabled ? undefined : screenText.providersHint}
            value={draft.selectedProviders.map(String)}
            onChange={(values) => edit({ selectedProviders: toIds(values) })}
          />
          <MultiSelect
            label={screenText.carriers}
            options={carriers.map((c) => ({ id: String(c.phoneProviderId), label: c.name }))}
            isDisabled={!carriersEnabled}
            description={carriersEnabled ? undefined : screenText.carriersHint}
            value={draft.selectedCarriers.map(String)}
            onChange={(values) => edit({ selectedCarriers: toIds(values) })}
          />
        </Fields>
        <Actions>
          <Button type="submit">{screenText.search}</Button>
          <Button variant="secondary" onPress={activity.clearAll}>
            {screenText.clearAll}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}
