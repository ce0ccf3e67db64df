import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { University, UniversityListResponse } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { universities } from '../../db/schema';

export interface UniversitySnapshot {
  byId: ReadonlyMap<number, string>;
  /** The ready-made GET /v1/university body and its ETag. */
  json: string;
  etag: string;
  loadedAt: number;
}

/** The list only changes through migrations; re-read now and then to pick up manual edits. */
const RELOAD_AFTER_MS = 5 * 60 * 1000;

/** The universities, held in memory: served as-is and used to name a user's university. */
export class UniversityDirectory {
  private snapshot: Promise<UniversitySnapshot> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<UniversitySnapshot> {
    const cached = this.snapshot ? await this.snapshot.catch(() => undefined) : undefined;
    if (cached && this.clock.now().getTime() - cached.loadedAt <= RELOAD_AFTER_MS) return cached;
    this.snapshot = this.load();
    return this.snapshot;
  }

  async nameOf(id: number | null): Promise<string | null> {
    if (id === null) return null;
    return (await this.current()).byId.get(id) ?? null;
  }

  private async load(): Promise<UniversitySnapshot> {
    const list: University[] = await this.db
      .select({ id: universities.id, name: universities.name })
      .from(universities)
      .orderBy(asc(universities.name));
    const body: UniversityListResponse = { data: list };
    const json = JSON.stringify(body);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return {
      byId: new Map(list.map((university) => [university.id, university.name])),
      json,
      etag,
      loadedAt: this.clock.now().getTime(),
    };
  }
}
