/**
 * Turns for the inputs of a filter form that mounts with outlines in their places (StaggeredFilter):
 * one input is swapped for its real self per task, the next only once the last has committed, so a
 * form of four inputs is four short commits rather than one long one (each input is MUI's whole
 * text field, a date box with its own shadow tree, a select's menu parts). When the first inputs
 * have all had their turn, `onDone` is called and every input mounted afterwards (a filter the user
 * adds) is drawn real at once.
 */
export class SwapQueue {
  private waiting: Array<() => void> = [];
  private busy = false;
  private scheduled = false;
  private done = false;

  constructor(private readonly onDone: () => void = () => undefined) {}

  /** Are the first turns over? An input mounted now needs none. */
  get over(): boolean { return this.done; }

  /** Asks for a turn: `swap` is called in a later task, after the inputs before it. Answers a cancel. */
  wait(swap: () => void): () => void {
    this.waiting.push(swap);
    this.schedule();
    return () => { this.waiting = this.waiting.filter((w) => w !== swap); };
  }

  /** The input whose turn it was has committed (or is gone): the next goes in the next task. */
  committed(): void {
    this.busy = false;
    this.schedule();
  }

  private schedule(): void {
    if (this.busy || this.scheduled || this.done) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      const next = this.waiting.shift();
      if (!next) { this.done = true; this.onDone(); return; }
      this.busy = true;
      next();
    }, 0);
  }
}
