/**
 * Runs `work` now and then again `everyMs` after each run ends, until stopped: a background
 * queue's look for what is due. A failed run is reported and the next one comes all the same.
 */
export class Poller {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private lookedOnce!: () => void;
  private readonly firstLook = new Promise<void>((resolve) => (this.lookedOnce = resolve));
  private stopped = false;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start() {
    const tick = () => {
      if (this.stopped) return;
      this.running = this.work()
        .then(() => undefined)
        .catch(this.onError)
        .finally(() => {
          this.lookedOnce();
          if (!this.stopped) this.timer = setTimeout(tick, this.everyMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Resolves once the first run (on start) is over: its SQL is behind us. */
  started(): Promise<void> {
    return this.firstLook;
  }

  /** No run starts any more; resolves when the one under way has ended. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
