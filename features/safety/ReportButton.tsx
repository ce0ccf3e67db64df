import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui';
import type { ReportTarget } from './reportForm';
import { useSignedInAction } from './useSignedInAction';

export const LOG_IN_TO_REPORT_MESSAGE = 'Log in to report';

// The dialog is fetched on the first press: most visitors never report, and the product page's
// first download stays as small as it was.
const ReportDialog = lazy(async () => ({ default: (await import('./ReportDialog')).ReportDialog }));

export interface ReportButtonProps {
  target: ReportTarget;
  /** The button's text: 'Report listing' on a listing, 'Report' on a profile. */
  children?: string;
  isDisabled?: boolean;
}

/** 'Report' and its dialog. A guest is sent to log in and brought back to the page. */
export function ReportButton({ target, children = 'Report', isDisabled = false }: ReportButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const open = useSignedInAction(LOG_IN_TO_REPORT_MESSAGE, () => setOpen(true));
  return (
    <>
      <Button
        variant="transparent"
        tone="neutral"
        size="sm"
        iconStart={<Flag size={16} aria-hidden="true" />}
        isDisabled={isDisabled}
        onPress={open}
      >
        {children}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportDialog target={target} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
