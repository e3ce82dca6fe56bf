/**
 * A gate that lets at most `maxActive` jobs run at once (e.g. import workers, so that uploads
 * cannot take every core and all the memory of the machine). Jobs past that wait in order, at
 * most `maxWaiting` of them and each at most `maxWaitMs`; a job that cannot wait is refused at
 * once instead of piling up behind others.
 */

/** Why a job was refused: the waiting line was full, or it waited too long. */
export type GateRefusal = 'full' | 'timeout';

export class GateRefusedError extends Error {
  constructor(readonly reason: GateRefusal) {
    super(reason === 'full' ? 'too many jobs waiting' : 'waited too long for a free slot');
    this.name = 'GateRefusedError';
  }
}

export interface ConcurrencyGateOptions {
  /** Jobs running at once (≥ 1). */
  maxActive: number;
  /** Jobs allowed to wait for a slot (≥ 0); one more is refused with reason 'full'. */
  maxWaiting: number;
  /** Longest wait for a slot, in ms; past it the job is refused with reason 'timeout'. */
  maxWaitMs: number;
}

interface Waiter {
  grant: (release: () => void) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: ConcurrencyGateOptions) {}

  /** Jobs holding a slot now. */
  get activeCount(): number {
    return this.active;
  }

  /** Jobs waiting for a slot now. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /**
   * Takes a slot, waiting in order for one when all are taken. Resolves with the function that
   * gives the slot back (calling it again does nothing).
   * @throws GateRefusedError ('full') at once when `maxWaiting` jobs already wait, or
   *   ('timeout') after `maxWaitMs` without a slot.
   */
  acquire(): Promise<() => void> {
    if (this.active < this.options.maxActive) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new GateRefusedError('full'));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new GateRefusedError('timeout'));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        // the slot passes straight to the next job: `active` stays the same
        clearTimeout(next.timer);
        next.grant(this.releaser());
      } else {
        this.active -= 1;
      }
    };
  }
}
