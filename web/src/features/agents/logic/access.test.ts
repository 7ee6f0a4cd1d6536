import { describe, expect, it } from 'vitest';
import { recordPath } from './access';

const hq = { role: 'hq' as const, permissions: [] };
const agent = { role: 'agent' as const, permissions: [] };

describe('agent records', () => {
  it('opens records where the viewer may read them', () => {
    expect(recordPath(hq, 9)).toBe('/agent-details?id=9');
    expect(recordPath(agent, 9)).toBe('/agent-info?id=9');
  });
});
