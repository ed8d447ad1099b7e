// `maxFileSize` as the config takes it: a number of bytes, or text such as "5 MB" / "512KB".
import { z } from 'zod';
import { inRange, SETTING_RANGES } from './ranges.js';

const SIZE = /^(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?$/i;
const UNIT: Record<string, number> = { B: 1, KB: 1024, MB: 1024 * 1024, GB: 1024 * 1024 * 1024 };

/** `maxFileSize`: a number of bytes, or text such as "5 MB" / "512KB" (1 KB = 1024 bytes). */
const SIZE_HINT = 'must be a size such as 5 MB, 512 KB or a number of bytes';

export const sizeSchema = z
  .union(
    [
      z.number().int().positive(),
      z
        .string()
        .regex(SIZE, SIZE_HINT)
        .transform((t) => {
          const m = SIZE.exec(t.trim())!;
          return Math.floor(Number(m[1]) * UNIT[(m[2] ?? 'B').toUpperCase()]!);
        })
        .refine((n) => n > 0, 'must be more than 0 bytes'),
    ],
    { error: SIZE_HINT },
  )
  .refine((n) => inRange(n, SETTING_RANGES.maxFileSize), { error: (issue) => `must be at most 1 GB (got ${String(issue.input)} bytes)` });
