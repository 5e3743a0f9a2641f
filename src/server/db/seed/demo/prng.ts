/** A small seeded PRNG (mulberry32): the same seed gives the same demo data. */
export class Prng {
  private state: number;
  constructor(seed: number) { this.state = (seed >>> 0) || 0x9e3779b9; }

  /** [0, 1) */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number { return min + Math.floor(this.next() * (max - min + 1)); }
  chance(p: number): boolean { return this.next() < p; }
  pick<T>(items: readonly T[]): T { return items[Math.floor(this.next() * items.length)]; }
  /** Index picked in proportion to weights. */
  weighted(weights: readonly number[]): number {
    let r = this.next() * weights.reduce((s, w) => s + w, 0);
    for (let i = 0; i < weights.length; i++) { r -= weights[i]; if (r < 0) return i; }
    return weights.length - 1;
  }
  /** Rounded to 2 decimals, between min and max. */
  money(min: number, max: number): number { return Math.round((min + this.next() * (max - min)) * 100) / 100; }
  fork(salt: number): Prng { return new Prng((this.int(0, 0x7fffffff) ^ Math.imul(salt, 0x9e3779b1)) >>> 0); }
}
