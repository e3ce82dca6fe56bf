/** The fields every IELTS test and catalogue entry shares (spec §3 "Test catalogue entries"). */
import { z } from 'zod';

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const catalogueFields = {
  /** e.g. 'reading-3' */
  id: z.string().regex(/^(reading|listening|writing|speaking)-([1-9]|1\d|20)$/),
  testNumber: z.int().min(1).max(20),
  title: z.string().min(3),
  /** Vietnamese, one or two sentences. */
  description: z.string().min(10),
  /** The same in English, for an English page (issue 18). */
  descriptionEn: z.string().min(10),
  difficulty: z.enum(DIFFICULTIES),
  /** English topic tags, e.g. ["Environment", "Science"]. */
  topics: z.array(z.string().min(2)).min(1).max(4),
};
