export { Avatar, type AvatarProps } from './Avatar';
export { initialsFrom, avatarToneFor, avatarPalette, type AvatarTone } from './initials';
