export { ToastRegion } from './Toast';
export { toast, toastQueue, toastTimeouts, type ToastMessage, type ToastOptions, type ToastTone } from './toast';
