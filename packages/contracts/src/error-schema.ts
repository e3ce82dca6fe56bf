/** The zod schema of the API's error answers (errors.ts, kept free of zod for the web's shell). */
import { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from './errors.ts';

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string().min(1),
    field: z.string().optional(),
    reason: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;
