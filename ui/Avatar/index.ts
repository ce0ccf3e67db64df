export { Avatar, type AvatarPhoto, type AvatarProps } from './Avatar';
export { initialsFrom, avatarToneFor, avatarPalette, type AvatarTone } from './initials';
