import { useId } from 'react';
import type { AdminPersonSummary } from '../../contract';
import { consolePaths } from '../../client';
import { Badge, Card, CardLink, Heading, Inline, Stack, Text } from '../../ui';
import { fullName, kycLabels, kycTones, roleLabels } from './personView';

/** A person in the search's answer: a link to their page, with their role, KYC and any suspension. */
export function PersonCard({ person }: { person: AdminPersonSummary }) {
  const titleId = useId();
  return (
    <Card as="li" padding="md" aria-labelledby={titleId}>
      <Stack space="2">
        <Heading level={3} size="sm" id={titleId}>
          <CardLink href={consolePaths.person(person.id)}>{fullName(person)}</CardLink>
        </Heading>
        <Text size="sm" tone="muted">
          {person.university ? `${person.email} · ${person.university}` : person.email}
        </Text>
        <Inline space="2">
          {person.suspended && <Badge tone="critical">Suspended</Badge>}
          {person.role !== 'user' && <Badge tone="info">{roleLabels[person.role] ?? person.role}</Badge>}
          <Badge tone={kycTones[person.kycStatus]}>{kycLabels[person.kycStatus]}</Badge>
        </Inline>
      </Stack>
    </Card>
  );
}
