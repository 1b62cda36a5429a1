import { INTERNET_ACCESS, PLAN_TYPES, usePermission, type Plan, type planCalls, type PlanType } from '@console/api';
import {
  ConfirmDialog,
  DataTable,
  LinkButton,
  NameList,
  Pager,
  RowActions,
  Screen,
  errorMessage,
  formatNaira,
  useConfirmDelete,
  useListSort,
  usePagedList,
  type Column,
  Tabs,
} from '@console/ui';
import { useNavigate } from 'react-router-dom';
import { useDeletePlanMutation, useListPlansQuery } from '../api/plans-api';
import { PLAN_KINDS, type PlanKind } from '../plan-kinds';
import { contractValueText, uptimeText, validityText } from './plan-format';
import type { ColumnOf } from '../../../components/list-keys';

const COMMON: ColumnOf<Plan, typeof planCalls.list>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Description', field: 'description' },
  { header: 'Amount', cell: (plan) => formatNaira(plan.amount), sort: 'amount', numeric: true },
  { header: 'Contract Value', cell: contractValueText, numeric: true },
  { header: 'Uptime', cell: uptimeText, numeric: true },
  { header: 'Validity', cell: validityText, sort: 'validity', numeric: true },
];

/** The count column is the type's own: sale points sell instant access, locations carry prepaid. */
const COLUMNS: Record<PlanType, Column<Plan>[]> = {
  [PLAN_TYPES.PREPAID]: [
    ...COMMON,
    { header: 'Locations', cell: (plan) => <NameList names={plan.locationPlans.map((link) => link.location.name)} /> },
  ],
  [PLAN_TYPES.INSTANT_ACCESS]: [
    ...COMMON,
    { header: 'SalePoints', cell: (plan) => <NameList names={plan.salePointPlans.map((link) => link.salePoint.name)} /> },
  ],
};

/**
 * The plans of one type under its tab. The list, create and edit pages of a type sit at
 * `plans/<type>`, `plans/<type>/create` and `plans/<type>/<id>`, so links here are relative to the tab.
 */
export function PlansPage({ kind }: { kind: PlanKind }) {
  const navigate = useNavigate();
  const { page, setPage, pageSize, setPageSize, offset, limit } = usePagedList();
  const { sort, onSort } = useListSort();
  // Spec section 2: switching tabs reloads the list of that type.
  const { data, isFetching, error } = useListPlansQuery(
    { offset, limit, criteria: { type: kind.type }, ...(sort && { sort }) },
    { refetchOnMountOrArgChange: true },
  );
  const [deletePlan] = useDeletePlanMutation();
  const remove = useConfirmDelete((plan: Plan) => deletePlan(plan.id).unwrap());
  const canCreate = usePermission(...INTERNET_ACCESS.createPlan);
  const canEdit = usePermission(...INTERNET_ACCESS.modifyPlan);
  const canDelete = usePermission(...INTERNET_ACCESS.deletePlan);
  // The Root wraps the whole screen so that each tab controls a panel that exists (aria-controls);
  // only the selected type's panel has the list, the other one is empty and hidden.
  return (
    <Tabs.Root value={kind.path} onValueChange={(details) => navigate(`../${details.value}`, { relative: 'path' })}>
      <Screen
        title="Plans"
        action={
          canCreate && (
            <LinkButton to="create" colorPalette="blue">
              New Plan
            </LinkButton>
          )
        }
        toolbar={
          <Tabs.List>
            {PLAN_KINDS.map((other) => (
              <Tabs.Trigger key={other.path} value={other.path}>
                {other.tab}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        }
        loading={isFetching}
        error={errorMessage(error)}
      >
        {PLAN_KINDS.map((other) => (
          <Tabs.Content key={other.path} value={other.path} p="0">
            {other.path === kind.path && (
              <>
                <DataTable
                  columns={COLUMNS[kind.type]}
                  rows={data?.plans ?? []}
                  sort={sort}
                  onSort={onSort}
                  actions={
                    canEdit || canDelete
                      ? (plan) => (
                          <RowActions
                            name={plan.name}
                            editTo={canEdit ? plan.id : undefined}
                            onDelete={canDelete ? () => remove.ask(plan) : undefined}
                          />
                        )
                      : undefined
                  }
                />
                <Pager page={page} total={data?.size ?? 0} pageSize={pageSize} onChange={setPage} onPageSizeChange={setPageSize} />
              </>
            )}
          </Tabs.Content>
        ))}
        <ConfirmDialog {...remove.dialog} name={remove.target?.name} />
      </Screen>
    </Tabs.Root>
  );
}
