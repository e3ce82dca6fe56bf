import { createHarness, setBody, signedInAgent } from './test/helpers/harness.ts';
process.env.TEST_DB = 'postgres';
process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const h = await createHarness();
const agent = await signedInAgent(h);
const set = (await agent.post('/api/sets', setBody(500))).body.set;
const t = async (label: string, fn: () => Promise<unknown>, n = 20) => {
  await fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, ((performance.now() - t0) / n).toFixed(1), 'ms');
};
await t('health', () => agent.get('/api/health'));
await t('get-session', () => agent.get('/api/auth/get-session'));
await t('sets list', () => agent.get('/api/sets'));
await t('study', () => agent.get(`/api/study/sets/${set.id}?timeZone=UTC`));
await t('set detail', () => agent.get(`/api/sets/${set.id}`));
await h.close();
