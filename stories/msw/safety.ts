/** MSW answers for trust and safety: the blocked list (GET, POST, DELETE /v1/blocks). */
import { http, HttpResponse } from 'msw';
import type { BlockBody, BlockedPerson } from '../../contract';
import { ok } from './respond';

/**
 * The blocked list, changed by POST and DELETE as the server changes it: it starts as `initial`;
 * a POST blocks `blockable` (or a person named after their id), a DELETE unblocks (204).
 */
export function blockHandlers(initial: BlockedPerson[] = [], blockable?: Omit<BlockedPerson, 'blockedAt'>) {
  let people = [...initial];
  return [
    http.get('/v1/blocks', () => ok(people)),
    http.post('/v1/blocks', async ({ request }) => {
      const { userId } = (await request.json()) as BlockBody;
      const id = String(userId);
      const existing = people.find((person) => person.userId === id);
      if (existing) return ok(existing);
      const blocked = {
        ...(blockable ?? { userId: id, name: `Person ${id}`, avatar: null }),
        blockedAt: new Date().toISOString(),
      };
      people = [blocked, ...people];
      return ok(blocked, 201);
    }),
    http.delete('/v1/blocks/:userId', ({ params }) => {
      people = people.filter((person) => person.userId !== params.userId);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
