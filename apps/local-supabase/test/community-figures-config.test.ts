import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL (the figures cache on this stack)', () => {
  it('is unset by default (the database keeps its 60 s), and takes 0 to 60 seconds', () => {
    expect(loadConfig({}).communityFiguresTtl).toBeUndefined();
    expect(loadConfig({ LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL: '' }).communityFiguresTtl).toBe(
      undefined,
    );
    expect(loadConfig({ LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL: '0' }).communityFiguresTtl).toBe(0);
    expect(loadConfig({ LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL: '60' }).communityFiguresTtl).toBe(60);
  });

  it('refuses anything else, saying what it takes', () => {
    for (const value of ['61', '-1', '1.5', 'soon']) {
      expect(() => loadConfig({ LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL: value })).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL: value })).toThrow(
        `LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL must be a whole number of seconds from 0 to 60, got "${value}"`,
      );
    }
  });
});
