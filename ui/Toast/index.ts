export { ToastRegion } from './ToastRegion';
export {
  MAX_VISIBLE_TOASTS,
  toast,
  toastQueue,
  toastTimeouts,
  type ToastMessage,
  type ToastOptions,
  type ToastScope,
  type ToastTone,
} from './toast';
