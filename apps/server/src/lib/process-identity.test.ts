import { describe, expect, it } from 'vitest';
import {
  currentIdentity,
  holderLiveness,
  isProcessIdentity,
  parseStatStartTime,
  readStartTime,
  type ProcessIdentity,
} from './process-identity.ts';

const fields = (comm: string, startTime: string) =>
  `4242 (${comm}) S 1 4242 4242 0 -1 4194560 1 2 3 4 5 6 7 8 20 0 1 0 ${startTime} 123 45`;

describe('parseStatStartTime', () => {
  it('reads field 22, counting after the command name', () => {
    expect(parseStatStartTime(fields('node', '77865'))).toBe('77865');
    // a command name with spaces and parentheses of its own
    expect(parseStatStartTime(fields('a) b (c) 9 9', '123456'))).toBe('123456');
  });

  it('answers null for a line without the field', () => {
    expect(parseStatStartTime('4242 (node) S 1 2')).toBeNull();
    expect(parseStatStartTime('garbage')).toBeNull();
  });
});

describe('holderLiveness', () => {
  const self: ProcessIdentity = {
    pid: process.pid,
    hostname: 'here',
    startTime: '100',
    bootId: 'boot-1',
    pidNamespace: 'pid:[1]',
  };
  const parentStart = readStartTime(process.ppid);

  it('cannot judge a holder on another host or in another pid namespace', () => {
    expect(holderLiveness({ ...self, pid: 1, hostname: 'there' }, self)).toBe('unknown');
    expect(holderLiveness({ ...self, pid: 1, pidNamespace: 'pid:[2]' }, self)).toBe('unknown');
  });

  it('knows a holder of an earlier boot, or with this very pid, is gone', () => {
    expect(holderLiveness({ ...self, pid: process.ppid, bootId: 'boot-0' }, self)).toBe('gone');
    expect(holderLiveness({ ...self, startTime: '99' }, self)).toBe('gone');
  });

  it('knows a pid that no process has is gone', () => {
    // above Linux's largest pid_max (2^22)
    expect(holderLiveness({ ...self, pid: 2 ** 22 + 7 }, self)).toBe('gone');
  });

  it.runIf(parentStart !== null)('tells a live pid from a reused one by its start time', () => {
    const parent = { ...self, pid: process.ppid, startTime: parentStart };
    expect(holderLiveness(parent, self)).toBe('alive');
    expect(holderLiveness({ ...parent, startTime: '1' }, self)).toBe('gone');
    expect(holderLiveness({ ...parent, startTime: null }, self)).toBe('unknown');
  });

  it('checks the shape of an identity read from a file', () => {
    expect(isProcessIdentity(currentIdentity())).toBe(true);
    expect(isProcessIdentity({ ...self, pid: 0 })).toBe(false);
    expect(isProcessIdentity({ ...self, hostname: undefined })).toBe(false);
    expect(isProcessIdentity(null)).toBe(false);
  });
});
