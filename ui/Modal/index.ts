export { Modal, ModalTrigger, missingCloseHandlerMessage, type ModalProps } from './Modal';
