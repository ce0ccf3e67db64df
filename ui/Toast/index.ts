export { ToastRegion } from './ToastRegion';
export { toast, toastQueue, toastTimeouts, type ToastMessage, type ToastOptions, type ToastTone } from './toast';
