/**
 * Whether a process may be counted on: not before it has started (its module's providers, migrations
 * included, and its subscriptions and consumers are up: Nest awaits them before it listens), and not while
 * something it waits for is still under way.
 */
export class Readiness {
  private started = false;
  private readonly waiting = new Set<string>();

  /** Something to wait for (`migrations:order`); answers the function that marks it done. */
  wait(what: string): () => void {
    this.waiting.add(what);
    return () => this.waiting.delete(what);
  }

  /** The process serves its handlers: its migrations ran and its subscriptions are up. */
  markStarted(): void {
    this.started = true;
  }

  get ready(): boolean {
    return this.started && this.waiting.size === 0;
  }

  /** What the process still waits for (`start` until it has started). */
  get waitingFor(): string[] {
    return [...(this.started ? [] : ['start']), ...this.waiting];
  }
}
