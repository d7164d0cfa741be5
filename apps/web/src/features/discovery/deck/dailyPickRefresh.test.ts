import { describe, expect, it } from 'vitest';
import { dailyPickRefreshMs } from './dailyPickRefresh';

describe('when « Le choix du jour » is asked again (issue #26)', () => {
  it('asks just after Paris midnight, whatever the device’s zone, winter or summer', () => {
    // 23:59:30 in Paris: 22:59:30 UTC in winter, 21:59:30 UTC in summer.
    expect(dailyPickRefreshMs(new Date('2026-01-15T22:59:30Z'))).toBe(31_000);
    expect(dailyPickRefreshMs(new Date('2026-07-15T21:59:30Z'))).toBe(31_000);
  });

  it('asks at least every hour during the day', () => {
    expect(dailyPickRefreshMs(new Date('2026-01-15T11:00:00Z'))).toBe(60 * 60 * 1000);
    // 23:30 in Paris: half an hour and a second to go.
    expect(dailyPickRefreshMs(new Date('2026-01-15T22:30:00Z'))).toBe(30 * 60 * 1000 + 1000);
  });
});
