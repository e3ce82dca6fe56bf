import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { failureOutcome, importBodyKind, outcomeError } from './import-protocol.ts';
import { importWorkerUrl } from './import-runner.ts';
import { refusalError } from './refusal.ts';

/** What postMessage does to an outcome on its way between threads. */
const crossThreads = <T>(value: T): T => structuredClone(value);

describe('import worker protocol', () => {
  it('brings an AppError back as the same AppError (code, message, field, reason, params)', () => {
    const sent = new AppError('VALIDATION_ERROR', { message: 'Sai dấu phân cách', field: 'x' });
    const outcome = crossThreads(failureOutcome(sent));
    if (outcome.ok) throw new Error('expected a failure');
    const back = outcomeError(outcome);
    expect(back).toBeInstanceOf(AppError);
    expect((back as AppError).toBody()).toEqual(sent.toBody());
    expect((back as AppError).status).toBe(400);

    const refusal = refusalError('csvBroken', { line: 4 });
    const refused = outcomeError(crossThreads(failureOutcome(refusal)) as { ok: false });
    expect((refused as AppError).toBody()).toEqual(refusal.toBody());
    expect((refused as AppError).toBody().error).toMatchObject({
      reason: 'csvBroken',
      params: { line: 4 },
    });

    const noField = outcomeError(
      crossThreads(failureOutcome(new AppError('RATE_LIMITED', { message: 'chờ' }))) as {
        ok: false;
      },
    );
    expect((noField as AppError).toBody()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'chờ' },
    });
  });

  it('brings anything else back as a plain Error with its name, message and stack', () => {
    const bug = new TypeError('x is undefined');
    const back = outcomeError(crossThreads(failureOutcome(bug)) as { ok: false });
    expect(back).not.toBeInstanceOf(AppError);
    expect([back.name, back.message, back.stack]).toEqual([bug.name, bug.message, bug.stack]);
    expect(outcomeError(failureOutcome('thrown text') as { ok: false }).message).toBe(
      'thrown text',
    );
  });

  it('tells JSON from multipart bodies by their Content-Type', () => {
    expect(importBodyKind('application/json; charset=utf-8')).toBe('json');
    expect(importBodyKind('Multipart/Form-Data; boundary=AbC')).toBe('multipart');
    expect(importBodyKind('text/plain')).toBeNull();
    expect(importBodyKind('')).toBeNull();
  });

  it('starts the bundled worker beside dist/main.js, and the tsx bootstrap in source runs', () => {
    expect(importWorkerUrl('file:///app/apps/server/dist/main.js').href).toBe(
      'file:///app/apps/server/dist/import-worker.js',
    );
    expect(
      importWorkerUrl('file:///app/apps/server/src/modules/imports/import-runner.ts').href,
    ).toBe('file:///app/apps/server/src/modules/imports/import-worker-bootstrap.mjs');
  });
});
