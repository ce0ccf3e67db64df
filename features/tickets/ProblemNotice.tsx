import { AlertTriangle } from 'lucide-react';
import { Column, Columns, Notice } from '../../ui';

/** What went wrong with an action on the order, said at once, beside a warning sign. */
export function ProblemNotice({ children }: { children: string }) {
  return (
    <Notice tone="critical" role="alert">
      <Columns space="2">
        <Column width="content">
          <AlertTriangle size={18} aria-hidden="true" />
        </Column>
        <span>{children}</span>
      </Columns>
    </Notice>
  );
}
