/** Typed sample data for the seller directory's stories: sellers as GET /v1/sellers lists them. */
import type { SellerDirectoryItem } from '../../contract';

const names = [
  ['Adire Lounge', 'brand', 'University of Ibadan'],
  ['Tunde Adeyemi', 'individual', 'University of Lagos'],
  ['Campus Gadgets Hub', 'brand', 'Lagos State University'],
  ['Chiamaka Eze', 'individual', 'University of Nigeria, Nsukka'],
  ['Femi Ogunleye', 'individual', 'Obafemi Awolowo University'],
  ['Naija Threads', 'brand', 'Covenant University'],
  ['Halima Bello', 'individual', 'Federal University of Agriculture, Abeokuta'],
  ['Kola Print Studio', 'brand', 'Olabisi Onabanjo University'],
] as const;

/** Fifteen sellers: two pages of twelve, most listings first. */
export const directorySellers: SellerDirectoryItem[] = Array.from({ length: 15 }, (_, i) => {
  const [name, sellerType, university] = names[i % names.length] ?? names[0];
  const suffix = i < names.length ? '' : ` ${String(Math.floor(i / names.length) + 1)}`;
  return {
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    name: `${name}${suffix}`,
    sellerType,
    university,
    avatar: null,
    verified: true,
    rating: i % 3 === 2 ? { average: null, count: 0 } : { average: 4.8 - (i % 5) * 0.3, count: 30 - i },
    productCount: Math.max(0, 14 - i),
    eventCount: i % 4 === 0 ? 2 : i % 4 === 1 ? 1 : 0,
    memberSince: '2025-03-14T09:00:00.000Z',
  };
});
