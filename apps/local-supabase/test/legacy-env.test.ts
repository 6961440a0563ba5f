import { describe, expect, it } from 'vitest';
import { legacyEnvWarning, loadConfig, withLegacyEnv } from '../src/config.ts';

/** The settings' names before the rename (LOCAL_AUTH_*), accepted for one stage (deprecated). */
describe('deprecated LOCAL_AUTH_* names', () => {
  it('are read where the LOCAL_SUPABASE_* name is unset', () => {
    const config = loadConfig({ LOCAL_AUTH_PORT: '5555', LOCAL_AUTH_AUTOCONFIRM: 'true' });
    expect(config.port).toBe(5555);
    expect(config.autoconfirm).toBe(true);
  });

  it('lose to the new name when both are set', () => {
    const config = loadConfig({ LOCAL_AUTH_PORT: '5555', LOCAL_SUPABASE_PORT: '6666' });
    expect(config.port).toBe(6666);
  });

  it('are checked as the new names are, with the new name in the message', () => {
    expect(() => loadConfig({ LOCAL_AUTH_PORT: 'abc' })).toThrow(/LOCAL_SUPABASE_PORT/);
  });

  it('are listed, and the warning is one line naming old and new', () => {
    const { env, legacy } = withLegacyEnv({
      LOCAL_AUTH_SEED: 'false',
      LOCAL_AUTH_QUIET: '1',
      PATH: '/bin',
    });
    expect(legacy).toEqual(['LOCAL_AUTH_QUIET', 'LOCAL_AUTH_SEED']);
    expect(env.LOCAL_SUPABASE_SEED).toBe('false');
    expect(env.PATH).toBe('/bin');
    const warning = legacyEnvWarning(legacy)!;
    expect(warning).not.toContain('\n');
    expect(warning).toContain('LOCAL_AUTH_SEED');
    expect(warning).toContain('LOCAL_SUPABASE_SEED');
    expect(warning).toMatch(/deprecated/);
    expect(legacyEnvWarning([])).toBeUndefined();
  });
});
