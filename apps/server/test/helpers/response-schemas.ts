/**
 * The contract schema of every answer of the app's API (DESIGN.md: "integration tests parse
 * every answer with it, including JSON that the database builds"). The harness's Agent checks
 * each /api response against the schema for its method, path and status, so a test that reads
 * an answer also checks its shape.
 */
import {
  accountExportSchema,
  addCardResponseSchema,
  apiErrorBodySchema,
  bestScoresResponseSchema,
  cardSearchResponseSchema,
  classAssignmentResponseSchema,
  classInvitationResponseSchema,
  classListResponseSchema,
  myClassInvitationsResponseSchema,
  classProgressResponseSchema,
  classOwnProgressResponseSchema,
  classResponseSchema,
  resetCardResponseSchema,
  suspensionResponseSchema,
  reviewListAddResponseSchema,
  readingAttemptResponseSchema,
  writingAttemptResponseSchema,
  bandEstimateAvailabilitySchema,
  bandEstimateResponseSchema,
  listeningAttemptResponseSchema,
  speakingAttemptResponseSchema,
  skillResultsResponseSchema,
  ieltsOverviewResponseSchema,
  attemptResponseSchema,
  reviewListResponseSchema,
  learnStateResponseSchema,
  gameResultResponseSchema,
  completeSessionResponseSchema,
  deviceListResponseSchema,
  dictionaryBatchResponseSchema,
  dictionaryEntrySchema,
  dictionarySuggestionsResponseSchema,
  exportedFileSchema,
  firstLoginResponseSchema,
  preferencesSchema,
  fsrsOptimizationResultSchema,
  fsrsOptimizationStatusSchema,
  healthResponseSchema,
  imageUploadResponseSchema,
  importPreviewSchema,
  resetTokenCheckResponseSchema,
  reviewResponseSchema,
  setListResponseSchema,
  setResponseSchema,
  statsResponseSchema,
  planResponseSchema,
  shareListResponseSchema,
  shareResponseSchema,
  setClassListResponseSchema,
  startSessionResponseSchema,
  studyContentDtoSchema,
  studyProgressDtoSchema,
  todayDtoSchema,
  translateProvidersResponseSchema,
  translateResponseSchema,
  undoResponseSchema,
} from '@app/contracts';
import { z } from 'zod';
import { PROGRESS_CSV_HEADINGS } from '../../src/modules/classes/progress.service.ts';

const avatarResponseSchema = z.object({ image: z.string() });

const id = '[^/?]+';
const routes: [method: string, path: RegExp, schema: z.ZodType | null][] = [
  ['GET', /^\/api\/health$/, healthResponseSchema],
  ['POST', /^\/api\/account\/first-login\/complete$/, firstLoginResponseSchema],
  ['GET', /^\/api\/account\/preferences$/, preferencesSchema],
  ['GET', /^\/api\/stats$/, statsResponseSchema],
  ['GET', /^\/api\/plan$/, planResponseSchema],
  ['POST', /^\/api\/reminders\/unsubscribe$/, null],
  ['PATCH', /^\/api\/account\/preferences$/, preferencesSchema],
  ['POST', /^\/api\/account\/reset-password\/check$/, resetTokenCheckResponseSchema],
  ['GET', /^\/api\/account\/sessions$/, deviceListResponseSchema],
  ['DELETE', new RegExp(`^/api/account/sessions/${id}$`), null],
  ['GET', /^\/api\/account\/export$/, accountExportSchema],
  ['DELETE', /^\/api\/account$/, null],
  ['GET', /^\/api\/sets$/, setListResponseSchema],
  ['GET', /^\/api\/classes$/, classListResponseSchema],
  ['POST', /^\/api\/classes$/, classResponseSchema],
  ['POST', /^\/api\/classes\/join$/, classResponseSchema],
  ['GET', /^\/api\/classes\/invitations$/, myClassInvitationsResponseSchema],
  ['GET', new RegExp(`^/api/classes/${id}$`), classResponseSchema],
  ['PATCH', new RegExp(`^/api/classes/${id}$`), classResponseSchema],
  ['DELETE', new RegExp(`^/api/classes/${id}$`), null],
  ['PATCH', new RegExp(`^/api/classes/${id}/me$`), classResponseSchema],
  ['POST', new RegExp(`^/api/classes/${id}/members$`), classInvitationResponseSchema],
  ['POST', new RegExp(`^/api/classes/${id}/invitation/accept$`), classResponseSchema],
  ['DELETE', new RegExp(`^/api/classes/${id}/invitation$`), null],
  ['DELETE', new RegExp(`^/api/classes/${id}/members/${id}$`), null],
  ['DELETE', new RegExp(`^/api/classes/${id}/invitations/[^/]+$`), null],
  ['POST', new RegExp(`^/api/classes/${id}/invitations$`), classInvitationResponseSchema],
  ['POST', new RegExp(`^/api/classes/${id}/assignments$`), classAssignmentResponseSchema],
  ['DELETE', new RegExp(`^/api/classes/${id}/assignments/${id}$`), null],
  ['GET', new RegExp(`^/api/classes/${id}/progress$`), classProgressResponseSchema],
  ['GET', new RegExp(`^/api/classes/${id}/progress/me$`), classOwnProgressResponseSchema],
  [
    'GET',
    new RegExp(`^/api/classes/${id}/progress\\.csv$`),
    z
      .string()
      .refine((csv) =>
        Object.values(PROGRESS_CSV_HEADINGS).some((headings) =>
          csv.replace(/^\uFEFF/, '').startsWith(`${headings.join(',')}\r\n`),
        ),
      ),
  ],
  ['POST', /^\/api\/sets$/, setResponseSchema],
  ['POST', /^\/api\/sets\/starter$/, setResponseSchema],
  ['GET', new RegExp(`^/api/sets/${id}$`), setResponseSchema],
  ['PUT', new RegExp(`^/api/sets/${id}$`), setResponseSchema],
  ['DELETE', new RegExp(`^/api/sets/${id}$`), null],
  ['POST', new RegExp(`^/api/sets/${id}/copy$`), setResponseSchema],
  ['POST', new RegExp(`^/api/sets/${id}/cards$`), addCardResponseSchema],
  ['GET', new RegExp(`^/api/sets/${id}/shares$`), shareListResponseSchema],
  ['POST', new RegExp(`^/api/sets/${id}/shares$`), shareResponseSchema],
  ['PATCH', new RegExp(`^/api/sets/${id}/shares/${id}$`), shareResponseSchema],
  ['DELETE', new RegExp(`^/api/sets/${id}/shares/${id}$`), null],
  ['GET', new RegExp(`^/api/sets/${id}/export$`), exportedFileSchema],
  ['GET', new RegExp(`^/api/sets/${id}/classes$`), setClassListResponseSchema],
  ['DELETE', new RegExp(`^/api/sets/${id}/classes/${id}$`), null],
  ['POST', /^\/api\/imports$/, importPreviewSchema],
  ['POST', /^\/api\/games\/results$/, gameResultResponseSchema],
  ['GET', /^\/api\/games\/best$/, bestScoresResponseSchema],
  ['GET', /^\/api\/review-list(\?.*)?$/, reviewListResponseSchema],
  ['POST', /^\/api\/review-list$/, reviewListAddResponseSchema],
  ['DELETE', new RegExp(`^/api/review-list/${id}$`), null],
  ['GET', new RegExp(`^/api/learn/sets/${id}$`), learnStateResponseSchema],
  ['PUT', new RegExp(`^/api/learn/sets/${id}$`), null],
  ['POST', /^\/api\/ielts\/reading\/[^/]+\/attempts$/, readingAttemptResponseSchema],
  ['POST', /^\/api\/ielts\/writing\/[^/]+\/attempts$/, writingAttemptResponseSchema],
  ['POST', /^\/api\/ielts\/listening\/[^/]+\/attempts$/, listeningAttemptResponseSchema],
  ['POST', /^\/api\/ielts\/speaking\/[^/]+\/attempts$/, speakingAttemptResponseSchema],
  ['GET', /^\/api\/ielts\/results$/, skillResultsResponseSchema],
  ['GET', /^\/api\/ielts\/overview$/, ieltsOverviewResponseSchema],
  ['GET', /^\/api\/ielts\/estimate$/, bandEstimateAvailabilitySchema],
  ['POST', /^\/api\/ielts\/estimate$/, bandEstimateResponseSchema],
  ['GET', new RegExp(`^/api/ielts/results/${id}$`), attemptResponseSchema],
  ['POST', /^\/api\/images$/, imageUploadResponseSchema],
  // a stored file: bytes, not JSON (the harness hands them over as text)
  ['GET', /^\/api\/files\//, z.string()],
  ['POST', /^\/api\/account\/avatar$/, avatarResponseSchema],
  ['DELETE', /^\/api\/account\/avatar$/, null],
  ['GET', new RegExp(`^/api/study/sets/${id}/cards$`), studyContentDtoSchema],
  ['GET', new RegExp(`^/api/study/sets/${id}/progress$`), studyProgressDtoSchema],
  ['POST', new RegExp(`^/api/study/sets/${id}/sessions$`), startSessionResponseSchema],
  ['GET', /^\/api\/study\/today$/, todayDtoSchema],
  ['POST', /^\/api\/study\/today\/sessions$/, startSessionResponseSchema],
  // { review, practice } (issue 19: practice true for a repeat in the learner's day)
  ['POST', new RegExp(`^/api/study/sessions/${id}/reviews$`), reviewResponseSchema],
  ['GET', /^\/api\/study\/fsrs\/optimization$/, fsrsOptimizationStatusSchema],
  ['POST', /^\/api\/study\/fsrs\/optimization$/, fsrsOptimizationResultSchema],
  ['POST', new RegExp(`^/api/study/sessions/${id}/undo$`), undoResponseSchema],
  ['POST', new RegExp(`^/api/study/sessions/${id}/complete$`), completeSessionResponseSchema],
  ['GET', /^\/api\/cards\/search$/, cardSearchResponseSchema],
  ['PUT', new RegExp(`^/api/cards/${id}/suspension$`), suspensionResponseSchema],
  ['DELETE', new RegExp(`^/api/cards/${id}/suspension$`), suspensionResponseSchema],
  ['POST', new RegExp(`^/api/cards/${id}/reset$`), resetCardResponseSchema],
  ['POST', /^\/api\/translate$/, translateResponseSchema],
  ['GET', /^\/api\/translate\/providers$/, translateProvidersResponseSchema],
  ['GET', new RegExp(`^/api/dictionary/suggestions/${id}$`), dictionarySuggestionsResponseSchema],
  ['GET', new RegExp(`^/api/dictionary/${id}$`), dictionaryEntrySchema],
  ['POST', /^\/api\/dictionary\/batch$/, dictionaryBatchResponseSchema],
];

/**
 * Throws when an /api answer (other than Better Auth's /api/auth) does not match its contract:
 * error statuses against the error shape, 2xx against the route's schema, 204 with no body.
 */
export function checkResponseShape(
  method: string,
  pathname: string,
  status: number,
  body: unknown,
): void {
  if (!pathname.startsWith('/api/') || pathname.startsWith('/api/auth/')) return;
  if (status === 304) {
    if (body !== null) throw new Error(`${method} ${pathname}: a 304 has no body`);
    return;
  }
  if (status >= 400) {
    apiErrorBodySchema.parse(body);
    return;
  }
  const route = routes.find(([m, pattern]) => m === method && pattern.test(pathname));
  if (!route) throw new Error(`no response schema for ${method} ${pathname}`);
  const schema = route[2];
  if (schema === null) {
    if (status !== 204 || body !== null) throw new Error(`${method} ${pathname}: expected 204`);
    return;
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${method} ${pathname} ${status} does not match its contract: ${z.prettifyError(result.error)}`,
    );
  }
}
