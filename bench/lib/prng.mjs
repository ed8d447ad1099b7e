// A small seeded PRNG (mulberry32) and helpers, so the generated content repo is the same bytes
// for the same seed on every machine and Node version (Math.random is not seedable).

/** 32-bit FNV-1a of a string: turns (docs/platform-api.md) into a sub-stream seed. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  constructor(seed) {
    this.state = seed >>> 0;
  }

  /** uniform in [0, 1) */
  next() {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** integer in [min, max] */
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p) {
    return this.next() < p;
  }

  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }

  hex(length) {
    let out = '';
    for (let i = 0; i < length; i++) out += '0123456789abcdef'[Math.floor(this.next() * 16)];
    return out;
  }

  /** a derived, independent stream */
  fork(label) {
    return new Rng(hash32(`${this.state}:${label}`));
  }
}
