import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { CloseButton } from '../CloseButton';
import * as styles from './Toast.css';
import { toastQueue, type ToastMessage, type ToastTone } from './toast';
import { usePrimaryRegion } from './usePrimaryRegion';

const icons: Record<ToastTone, LucideIcon> = { success: CircleCheck, error: CircleAlert, info: Info };

/** Success and info wait for a pause in speech; errors interrupt (RAC's default alert). */
const politeness = { role: 'status', 'aria-live': 'polite' } as const;

function ToastItem({ toast }: { toast: QueuedToast<ToastMessage> }) {
  const { tone, text, description } = toast.content;
  const Icon = icons[tone];
  return (
    <AriaToast toast={toast} className={styles.toast({ tone })}>
      <Icon className={styles.icon({ tone })} aria-hidden="true" />
      <AriaToastContent className={styles.content} {...(tone === 'error' ? {} : politeness)}>
        <Text slot="title" className={styles.title}>
          {text}
        </Text>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </AriaToastContent>
      <CloseButton slot="close" size="sm" label="Close notification" />
    </AriaToast>
  );
}

/** The region with its toasts; loaded by `ToastRegion` when the first toast is shown. */
export function ToastRegionView() {
  const isPrimary = usePrimaryRegion();
  if (!isPrimary) return null;
  return (
    <AriaToastRegion queue={toastQueue} className={styles.region}>
      {({ toast }) => <ToastItem toast={toast} />}
    </AriaToastRegion>
  );
}
