import type { ReactNode } from 'react';
import { Stack, Text } from '../../ui';

/**
 * The body of a step in the deposit and withdrawal modals: its parts one under another, in the
 * body text's colour (a modal's body is muted) since each line is an instruction to follow.
 */
export function StepBody({ align, children }: { align?: 'center'; children: ReactNode }) {
  return (
    <Text as="div" tone="neutral" align={align}>
      <Stack space={align ? '3' : '4'} align={align}>
        {children}
      </Stack>
    </Text>
  );
}
