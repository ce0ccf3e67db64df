export { ShareLinks, LINK_COPIED_MESSAGE, LINK_NOT_COPIED_MESSAGE, type ShareLinksProps } from './ShareLinks';
export { shareUrls, type ShareTarget } from './shareUrls';
