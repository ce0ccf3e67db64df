import { useId } from 'react';
import { ApiError } from '../../client';
import { Heading, LoadError, Notice, PageTitle, Spinner, Stack, Text } from '../../ui';
import { useStaffList } from './api';
import { GrantRoleForm } from './GrantRoleForm';
import { useStaff } from './staff';
import { StaffRow } from './StaffRow';
import * as styles from './StaffScreen.css';

/** /admin/staff (`staff.manage`): who may use the console; grant, change or revoke a role, each after a confirmation. */
export function StaffScreen() {
  const listId = useId();
  const me = useStaff();
  const { data: members, error, mutate, isLoading } = useStaffList();
  const refresh = () => void mutate();

  const refused = error instanceof ApiError && error.status === 403;
  return (
    <Stack space="6">
      <PageTitle>Staff</PageTitle>
      {refused ? (
        <Notice tone="critical" role="alert" as="p">
          {error.message}
        </Notice>
      ) : (
        <>
          <section aria-labelledby={listId}>
            <Stack space="4">
              <Heading level={2} id={listId} size="lg">
                Members of staff
              </Heading>
              {error ? (
                <LoadError title="Staff could not be loaded" message={error.message} onRetry={refresh} />
              ) : isLoading || !members ? (
                <Spinner label="Loading staff" />
              ) : members.length === 0 ? (
                <Text tone="muted">No one is staff yet.</Text>
              ) : (
                <ul className={styles.list} aria-labelledby={listId}>
                  {members.map((member) => (
                    <StaffRow
                      key={`${member.id}-${member.role}`}
                      member={member}
                      isSelf={member.id === me.id}
                      onChanged={refresh}
                    />
                  ))}
                </ul>
              )}
            </Stack>
          </section>
          <GrantRoleForm onGranted={refresh} />
        </>
      )}
    </Stack>
  );
}
