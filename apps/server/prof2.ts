import { createHarness, signedInAgent } from './test/helpers/harness.ts';
process.env.TEST_DB = 'postgres';
process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const h = await createHarness();
const agent = await signedInAgent(h);
for (let i = 0; i < 300; i++) await agent.get('/api/auth/get-session');
await h.close();
