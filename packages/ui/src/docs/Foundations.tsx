import { Box, Code, Flex, Grid, Table, Text } from '@radix-ui/themes';
import { vars } from '../theme/contract.css';
import { darkColors, darkShadows, lightColors, lightShadows, scaleTokens } from '../theme/tokens';
import * as styles from './Foundations.css';

/** `var(--brand-color-accent)` → `--brand-color-accent` */
const cssName = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');

const colorRoles = Object.keys(lightColors) as Array<keyof typeof lightColors>;

/** Every colour role with its light and dark value, painted from the real tokens. */
export function ColorRoles() {
  return (
    <Table.Root variant="surface" className={styles.table}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Variable</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Light</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Dark</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {colorRoles.map((role) => (
          <Table.Row key={role}>
            <Table.RowHeaderCell>{role}</Table.RowHeaderCell>
            <Table.Cell>
              <Code variant="ghost">{cssName(vars.color[role])}</Code>
            </Table.Cell>
            {([lightColors, darkColors] as const).map((palette, index) => (
              <Table.Cell key={index}>
                <Flex align="center" gap="2">
                  <span
                    className={styles.swatch}
                    style={{ background: palette[role] }}
                    aria-hidden="true"
                  />
                  <Code variant="ghost">{palette[role]}</Code>
                </Flex>
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const steps = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The nine type steps, each set in its own size. */
export function TypeScale() {
  return (
    <Flex direction="column" gap="3" className={styles.table}>
      {steps.map((step) => (
        <Flex key={step} align="baseline" gap="4" className={styles.row}>
          <Code variant="ghost" className={styles.label}>
            {cssName(vars.fontSize[step])}
          </Code>
          <Text className={styles.meta}>
            {scaleTokens.fontSize[step]} / {scaleTokens.lineHeight[step]}
          </Text>
          <span
            className={styles.sample}
            style={{ fontSize: vars.fontSize[step], lineHeight: vars.lineHeight[step] }}
          >
            Keep what you earn
          </span>
        </Flex>
      ))}
    </Flex>
  );
}

/** The space scale as bars of the real widths. */
export function SpaceScale() {
  return (
    <Flex direction="column" gap="2" className={styles.table}>
      {steps.map((step) => (
        <Flex key={step} align="center" gap="4" className={styles.row}>
          <Code variant="ghost" className={styles.label}>
            {cssName(vars.space[step])}
          </Code>
          <Text className={styles.meta}>{scaleTokens.space[step]}</Text>
          <span className={styles.bar} style={{ width: vars.space[step] }} aria-hidden="true" />
        </Flex>
      ))}
    </Flex>
  );
}

const radii = ['1', '2', '3', '4', '5', '6', 'full'] as const;

/** Corner radii on sample tiles. */
export function RadiusScale() {
  return (
    <Grid columns={{ initial: '2', sm: '4' }} gap="4" className={styles.table}>
      {radii.map((step) => (
        <Flex key={step} direction="column" gap="2" align="start">
          <Box className={styles.tile} style={{ borderRadius: vars.radius[step] }} />
          <Code variant="ghost">{cssName(vars.radius[step])}</Code>
          <Text className={styles.meta}>{scaleTokens.radius[step]}</Text>
        </Flex>
      ))}
    </Grid>
  );
}

const shadowSteps = ['1', '2', '3'] as const;

/** Elevation shadows for each appearance. */
export function ShadowScale() {
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="5" className={styles.table}>
      {shadowSteps.map((step) => (
        <Flex key={step} direction="column" gap="2">
          <Box className={styles.tile} style={{ boxShadow: vars.shadow[step] }} />
          <Code variant="ghost">{cssName(vars.shadow[step])}</Code>
          <Text className={styles.meta}>light: {lightShadows[step]}</Text>
          <Text className={styles.meta}>dark: {darkShadows[step]}</Text>
        </Flex>
      ))}
    </Grid>
  );
}
