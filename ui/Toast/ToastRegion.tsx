import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from './toast';

const ToastRegionView = lazy(async () => ({ default: (await import('./ToastRegionView')).ToastRegionView }));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * Where toasts appear. Render it once at the root of the app; show toasts with `toast.success()`,
 * `toast.error()` or `toast.info()`. F6 moves keyboard focus into the region and back.
 * The region's code loads with the first toast, so pages that show none never download it.
 */
export function ToastRegion() {
  const showing = useSyncExternalStore(subscribe, hasToasts, () => false);
  const [needed, setNeeded] = useState(showing);
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegionView />
    </Suspense>
  );
}
