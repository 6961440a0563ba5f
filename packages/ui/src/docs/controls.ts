/**
 * Storybook controls that pick among named sample values instead of a raw JSON editor: a
 * designer switches a screen between its states (many jobs, one, none; loading, loaded…) from
 * the controls panel. The values are the typed sample data (`@brand/ui/sample-data`); the
 * story's own default arg stays what it renders until a choice is made.
 */
export function sampleChoice<T>(
  choices: Record<string, T>,
  control: 'select' | 'radio' | 'inline-radio' = 'select',
) {
  return {
    options: Object.keys(choices),
    mapping: choices,
    control: { type: control },
  };
}
