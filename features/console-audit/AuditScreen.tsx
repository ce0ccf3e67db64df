import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { auditActionLabels, auditTargetTypes, type AuditTargetType } from '../../contract';
import { Button, Card, Inline, PageTitle, Select, Stack, TextField, Tiles } from '../../ui';
import { AuditEntries } from './AuditEntries';
import type { AuditQuery } from './api';
import { auditTargetName } from './auditTargets';

const ANY = 'any';
const targetOptions = [{ id: ANY, name: 'Any' }, ...auditTargetTypes.map((type) => ({ id: type, name: auditTargetName(type) }))];
const actionOptions = [{ id: ANY, name: 'Any' }, ...Object.entries(auditActionLabels).map(([id, name]) => ({ id, name }))];
const filterNames = ['targetType', 'targetId', 'actorId', 'action'] as const;
type Filters = Record<(typeof filterNames)[number], string>;

function readFilters(search: URLSearchParams): Filters {
  return {
    targetType: search.get('targetType') ?? '',
    targetId: search.get('targetId') ?? '',
    actorId: search.get('actorId') ?? '',
    action: search.get('action') ?? '',
  };
}

function toQuery(filters: Filters): AuditQuery {
  return {
    targetType: (filters.targetType || undefined) as AuditTargetType | undefined,
    targetId: filters.targetId || undefined,
    actorId: filters.actorId || undefined,
    action: filters.action || undefined,
  };
}

/** /admin/audit: every staff action, newest first, filtered by target, actor or action (kept in the address). */
export function AuditScreen() {
  const [search, setSearch] = useSearchParams();
  const applied = readFilters(search);
  const [draft, setDraft] = useState<Filters>(applied);
  const set = (name: keyof Filters) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of filterNames) if (draft[name].trim()) next.set(name, draft[name].trim());
    setSearch(next);
  };
  const clear = () => {
    setDraft(readFilters(new URLSearchParams()));
    setSearch(new URLSearchParams());
  };

  return (
    <Stack space="6">
      <PageTitle>Audit</PageTitle>
      <Card as="section" padding="md" aria-label="Filters">
        <form onSubmit={apply} aria-label="Filter the audit">
          <Stack space="4">
            <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="4">
              <Select
                label="Target type"
                items={targetOptions}
                selectedKey={draft.targetType || ANY}
                onSelectionChange={(key) => set('targetType')(key === ANY || key === null ? '' : String(key))}
              />
              <TextField label="Target id" value={draft.targetId} onChange={set('targetId')} />
              <TextField label="Staff member's account id" value={draft.actorId} onChange={set('actorId')} />
              <Select
                label="Action"
                items={actionOptions}
                selectedKey={draft.action || ANY}
                onSelectionChange={(key) => set('action')(key === ANY || key === null ? '' : String(key))}
              />
            </Tiles>
            <Inline space="2">
              <Button type="submit">Apply filters</Button>
              <Button variant="outline" onPress={clear}>
                Clear
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
      <AuditEntries
        key={search.toString()}
        query={toQuery(applied)}
        label="Audit entries"
        showTarget
        emptyText="No entry matches these filters."
      />
    </Stack>
  );
}
