import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OutageLog } from './outage-log';

/** A logger that keeps its lines. */
function recorder() {
  const lines: { level: 'warn' | 'info'; fields: Record<string, unknown>; msg: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, msg: string) => lines.push({ level: 'warn', fields, msg }),
    info: (fields: Record<string, unknown>, msg: string) => lines.push({ level: 'info', fields, msg }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const words = { outage: 'essai', started: 'en panne', ended: 'réparé' };

describe('OutageLog', () => {
  it('logs one line when the trouble starts and one when it ends, with the counts of the whole outage', () => {
    const { log, lines } = recorder();
    const outage = new OutageLog(log, words);
    outage.recovered();
    expect(lines).toEqual([]);
    for (let index = 0; index < 50; index += 1) outage.failed(new Error('refusé'), 'errors');
    outage.count('skipped');
    expect(outage.active).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual(['en panne']);
    outage.recovered();
    outage.recovered();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ['warn', 'en panne'],
      ['info', 'réparé'],
    ]);
    expect(lines[1]?.fields).toMatchObject({ outage: 'essai', skipped: { errors: 50, skipped: 1 } });
    expect(outage.active).toBe(false);
  });

  it('starts each outage afresh, and counts nothing outside one', () => {
    const { log, lines } = recorder();
    const outage = new OutageLog(log, words);
    outage.count('skipped');
    outage.failed(new Error('un'), 'errors');
    outage.recovered();
    outage.failed(new Error('deux'), 'errors');
    outage.recovered();
    expect(lines.filter((line) => line.level === 'info').map((line) => line.fields.skipped)).toEqual([
      { errors: 1 },
      { errors: 1 },
    ]);
  });
});
