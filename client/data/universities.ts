import { universityListResponseSchema } from '../../contract';
import { useApi } from '../swr';

/** The SWR key of the universities list (GET /v1/university). */
export const UNIVERSITIES_KEY = 'university';

/** Every university a student can belong to, sorted by name. */
export function useUniversities() {
  return useApi(UNIVERSITIES_KEY, universityListResponseSchema.entries.data);
}
