export { Modal, ModalActions, ModalTrigger, missingCloseHandlerMessage, type ModalProps } from './Modal';
