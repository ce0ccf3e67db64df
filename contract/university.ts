import * as v from 'valibot';
import { dataEnvelope } from './envelope';

/** GET /v1/university -> the Nigerian universities, sorted by name. Cacheable (ETag). */
export const universitySchema = v.object({ id: v.number(), name: v.string() });
export type University = v.InferOutput<typeof universitySchema>;
export const universityListResponseSchema = dataEnvelope(v.array(universitySchema));
export type UniversityListResponse = v.InferOutput<typeof universityListResponseSchema>;
