import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noLiteralText } from './no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

new RuleTester({
  languageOptions: {
    ecmaVersion: 2024,
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
}).run('no-literal-text', noLiteralText, {
  valid: [
    { code: "const a = <p className='mx-auto p-4'>{t('sets.title')}</p>;" },
    { code: "const a = <span aria-hidden='true'>·</span>;" },
    { code: 'const a = <span>{n} / {total}</span>;' },
    { code: "const a = <button aria-label={t('header.back')} type='button' />;" },
    { code: "const a = <input placeholder={t('x')} />;" },
    { code: "const a = <p>{ok ? '✓' : '→'}</p>;" },
    { code: "const label = 'not in JSX';" },
  ],
  invalid: [
    { code: 'const a = <p>Save changes</p>;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <p>{'Card 1'}</p>;", errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>{`Card ${n}`}</p>;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <p>{ok ? 'N/A' : score}</p>;", errors: [{ messageId: 'literal' }] },
    {
      code: "const a = <p>{loading && 'Loading lesson...'}</p>;",
      errors: [{ messageId: 'literal' }],
    },
    { code: "const a = <button aria-label='Close' />;", errors: [{ messageId: 'literal' }] },
    { code: "const a = <img alt={'A cat'} />;", errors: [{ messageId: 'literal' }] },
    { code: "const a = <input placeholder={x ? 'Tìm' : 'Search'} />;", errors: 2 },
  ],
});
