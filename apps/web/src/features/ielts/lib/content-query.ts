/**
 * Test content as queries (loaded once per test and kept: the files never change while the app
 * runs), apart from the results queries so that invalidating results never reloads content. The
 * loader and its schemas (zod) are fetched with the first test opened, not with the list.
 */
import type { IeltsSkill } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';

const loader = () => import('./test-content.ts');

const options = { staleTime: Infinity, gcTime: 30 * 60_000, retry: false } as const;

/** Reading test `testNumber`'s validated content. */
export const readingContentQuery = (testNumber: number) =>
  queryOptions({
    queryKey: ['ielts-content', 'reading', testNumber],
    queryFn: async () => (await loader()).loadReadingContent(testNumber),
    ...options,
  });

/** Writing test `testNumber`'s validated content. */
export const writingContentQuery = (testNumber: number) =>
  queryOptions({
    queryKey: ['ielts-content', 'writing', testNumber],
    queryFn: async () => (await loader()).loadWritingContent(testNumber),
    ...options,
  });

/** Listening test `testNumber`'s validated content. */
export const listeningContentQuery = (testNumber: number) =>
  queryOptions({
    queryKey: ['ielts-content', 'listening', testNumber],
    queryFn: async () => (await loader()).loadListeningContent(testNumber),
    ...options,
  });

/** Speaking test `testNumber`'s validated content. */
export const speakingContentQuery = (testNumber: number) =>
  queryOptions({
    queryKey: ['ielts-content', 'speaking', testNumber],
    queryFn: async () => (await loader()).loadSpeakingContent(testNumber),
    ...options,
  });

/** Resolves true when the test can be opened; fails with TestNotReadyError otherwise. */
export const testReadyQuery = (skill: IeltsSkill, testNumber: number) =>
  queryOptions({
    queryKey: ['ielts-content', 'ready', skill, testNumber],
    queryFn: async () => {
      await (await loader()).checkTestReady(skill, testNumber);
      return true;
    },
    ...options,
  });
