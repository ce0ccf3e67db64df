export { ImageCropper, type ImageCropperProps, type SquareCrop } from './ImageCropper';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
