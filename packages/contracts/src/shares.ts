/**
 * Sharing a flashcard set by e-mail (spec §5 "Share", §6 permissions, issue 7 §5): the owner
 * shares with an e-mail address (trimmed, lowercased) as 'view' or 'edit'; a recipient without
 * an account gets the share when they sign up with that address.
 */
import { z } from 'zod';
import { isWellFormedText } from './text.ts';
import { isoInstantSchema } from './flashcards.ts';

export const SHARE_MESSAGES = {
  emailRequired: 'Vui lòng nhập email người nhận',
  emailInvalid: 'Email không hợp lệ!',
  self: 'Bạn không thể chia sẻ bộ thẻ với chính mình',
  viewOnly: 'Bạn chỉ có quyền xem bộ thẻ này. Không thể chỉnh sửa.',
  ownerOnly: 'Chỉ chủ sở hữu bộ thẻ mới làm được việc này.',
  noAccess: 'Bạn không có quyền truy cập bộ thẻ này',
  failed: 'Không thể chia sẻ bộ thẻ',
} as const;

export const sharePermissionSchema = z.enum(['view', 'edit']);
export type SharePermission = z.infer<typeof sharePermissionSchema>;

/** POST /api/sets/:setId/shares */
export const shareInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, SHARE_MESSAGES.emailRequired)
    .max(254, SHARE_MESSAGES.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, SHARE_MESSAGES.emailInvalid)
    .refine(isWellFormedText, SHARE_MESSAGES.emailInvalid),
  permission: sharePermissionSchema.default('view'),
});
export type ShareInput = z.input<typeof shareInputSchema>;

/** PATCH /api/sets/:setId/shares/:shareId */
export const shareUpdateSchema = z.object({ permission: sharePermissionSchema });

/** Route parameters of one share. */
export const shareParamSchema = z.object({ setId: z.uuid(), shareId: z.uuid() });

/** A share as the owner sees it; `name` is null while the address has no account. */
export const shareDtoSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  permission: sharePermissionSchema,
  createdAt: isoInstantSchema,
});
export type ShareDto = z.infer<typeof shareDtoSchema>;

/** GET /api/sets/:setId/shares */
export const shareListResponseSchema = z.object({ shares: z.array(shareDtoSchema) });
/** POST and PATCH /api/sets/:setId/shares[/:shareId] */
export const shareResponseSchema = z.object({ share: shareDtoSchema });
