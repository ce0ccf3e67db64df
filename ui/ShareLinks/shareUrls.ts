/** The addresses that share a page on each service: the page's full URL and a short title. */
export interface ShareTarget {
  /** The full address: the site's origin plus the page's path. */
  url: string;
  /** What is shared: the e-mail's subject and the words before the link in a message. */
  title: string;
}

/** Facebook's sharer, WhatsApp's click-to-chat and a mailto: link, each with its text encoded. */
export function shareUrls({ url, title }: ShareTarget) {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  };
}
