export { StrokeIcon, type StrokeIconProps } from './StrokeIcon';
export { FacebookIcon, InstagramIcon, LinkedInIcon, WhatsAppIcon, XIcon, type BrandIconProps } from './brandIcons';
