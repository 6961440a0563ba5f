'use client';

import { Button, TextField } from '@radix-ui/themes';
import { useId, useState, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { feeCalculator } from '../../domain/constants';
import {
  annualRevenue,
  clampMembers,
  formatMembers,
  formatUsd,
  isMembersInRange,
  monthlyFee,
  parseMembersInput,
  parseNumberInput,
  pricingFacts,
} from '../../domain/fees';
import { cx } from '../../internal/cx';
import * as styles from './FeeCalculator.css';

const { minMembers, maxMembers, step, defaultMembers: specDefault } = feeCalculator;

/** Whether a community size is on the slider's grid (min + n × step). */
const onGrid = (members: number) => (members - minMembers) % step === 0;
/** The nearest size on the slider's grid. */
const toGrid = (members: number) => minMembers + Math.round((members - minMembers) / step) * step;
const facts = pricingFacts();
const rangeHint = `Any whole number from ${facts.minMembers} to ${facts.maxMembers}, or drag the slider.`;

/** `var(--x)` → `--x`: the custom property the slider's filled track reads. */
const fillProperty = styles.sliderFill.replace(/^var\((--[^)]+)\)$/, '$1');

export interface FeeCalculatorProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /**
   * Starting member count when uncontrolled; clamped into the calculator's range.
   * Default `feeCalculator.defaultMembers`.
   */
  defaultMembers?: number;
  /** The member count when controlled; clamped into `feeCalculator.minMembers`–`maxMembers`. */
  members?: number;
  /** Called with every newly committed member count (always a valid integer). */
  onMembersChange?: (members: number) => void;
  /**
   * Prefix for the ids of the calculator's parts. Pass a fixed one when the
   * calculator is hydrated as an island on a prerendered page, so the ids match
   * the server HTML; otherwise `useId` picks one.
   */
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/* The fee curve over the member range, drawn once; the fee axis runs from $0 to the
   highest fee rounded up to whole dollars ($6), labelled every $2. */
const chart = {
  width: 400,
  height: 200,
  left: 44,
  right: 16,
  top: 16,
  bottom: 32,
  maxFee: Math.ceil(monthlyFee(minMembers)),
};
const plotWidth = chart.width - chart.left - chart.right;
const plotHeight = chart.height - chart.top - chart.bottom;
const xOf = (members: number) =>
  chart.left + ((members - minMembers) / (maxMembers - minMembers)) * plotWidth;
const yOf = (fee: number) => chart.top + (1 - fee / chart.maxFee) * plotHeight;
/* The curve's points in tenths of a unit, drawn as relative steps (`l dx,dy`): each step is
   the difference of two rounded points, so the path passes through exactly the points an
   absolute one would, in half the bytes of the prerendered landing page. */
const tenths: [number, number][] = [];
for (let m = minMembers; m <= maxMembers; m += 250) {
  tenths.push([Math.round(xOf(m) * 10), Math.round(yOf(monthlyFee(m)) * 10)]);
}
const curvePath = tenths
  .map(([x, y], i) => {
    const [px, py] = i === 0 ? [0, 0] : (tenths[i - 1] as [number, number]);
    return `${i === 0 ? 'M' : 'l'}${(x - px) / 10},${(y - py) / 10}`;
  })
  .join('');
const areaPath = `${curvePath}L${xOf(maxMembers)},${yOf(0)}L${xOf(minMembers)},${yOf(0)}Z`;
const yTicks = Array.from({ length: Math.floor(chart.maxFee / 2) + 1 }, (_, index) => index * 2);
const xTicks = [minMembers, (minMembers + maxMembers) / 2, maxMembers];

/** What was typed; `raw` as read (unclamped), `members` as it will be applied (rounded, clamped). */
type Draft = { text: string; raw: number | null; members: number | null };

/** A typed number applies at once when it rounds to a count inside the range. */
const appliesAsTyped = (draft: Draft) =>
  draft.raw !== null && isMembersInRange(Math.round(draft.raw));

function hintFor(draft: Draft | null, members: number): { text: string; warn: boolean } {
  if (draft === null || appliesAsTyped(draft)) return { text: rangeHint, warn: false };
  if (draft.raw === null) {
    return {
      text: `Numbers only. Still calculating for ${formatMembers(members)} members.`,
      warn: true,
    };
  }
  const bound = draft.raw < minMembers ? `Below ${facts.minMembers}` : `Above ${facts.maxMembers}`;
  return {
    text: `${bound}: this will be set to ${formatMembers(draft.members ?? minMembers)} when you leave the field.`,
    warn: true,
  };
}

/**
 * The community-powered pricing calculator: how the monthly fee per member falls
 * as the community grows: the $200,000 a year the community needs, shared by
 * every member (3,000 to 25,000 members, 3,000 by default).
 *
 * Behaviour of the two controls, which always show the same count:
 * - **Number input** (free text, numeric keyboard). A value inside the range
 *   (`feeCalculator.minMembers` to `maxMembers`) is applied as you type
 *   (decimals round; '10,000' and '10 000' are read as ten thousand; the domain's
 *   `parseMembersInput` and `isMembersInRange` decide). A value outside the
 *   range is not applied while you type: a hint says what it will become, and
 *   it is clamped to the nearest bound when you leave the field or press Enter. Non-numeric text ('abc', '12abc', '1e4',
 *   empty) is ignored: the last valid count stays, and the field shows it again
 *   on blur or Enter. Escape restores the last valid count.
 * - **Slider** (step 100, keyboard: arrows ±100, Page Up/Down ±1,000, Home/End
 *   to the bounds). Its thumb carries the accessible name and value text.
 *
 * Shown: the monthly fee per member, the annual revenue, the pricing reference
 * points (3,334, 10,000 and 16,667 members; buttons that jump to them) and a
 * small fee-curve chart with a text alternative. Works controlled (`members` +
 * `onMembersChange`) or uncontrolled (`defaultMembers`).
 */
export function FeeCalculator({
  defaultMembers = specDefault,
  members: membersProp,
  onMembersChange,
  id,
  className,
  ...rest
}: FeeCalculatorProps) {
  const autoId = useId();
  const base = id ?? `fee-calculator${autoId.replace(/:/g, '')}`;
  const ids = {
    input: `${base}-members`,
    hint: `${base}-hint`,
    fee: `${base}-fee`,
    revenue: `${base}-revenue`,
    references: `${base}-references`,
  };

  const [ownMembers, setOwnMembers] = useState(() => clampMembers(defaultMembers));
  const members = membersProp === undefined ? ownMembers : clampMembers(membersProp);
  const [draft, setDraft] = useState<Draft | null>(null);

  const commit = (next: number) => {
    if (membersProp === undefined) setOwnMembers(next);
    if (next !== members) onMembersChange?.(next);
  };

  const onTextChange = (text: string) => {
    const next: Draft = { text, raw: parseNumberInput(text), members: parseMembersInput(text) };
    setDraft(next);
    if (next.members !== null && appliesAsTyped(next)) commit(next.members);
  };

  /* Blur or Enter: clamp numbers into range, drop anything else. */
  const settle = () => {
    if (draft === null) return;
    if (draft.members !== null) commit(draft.members);
    setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      settle();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  /* The browser's own range keys, handled here so every step is committed the
     same way (and synthetic keyboard events in tests behave like real ones). */
  const onSliderKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Steps land on the slider's grid (min + n × step), as the browser's own keys do.
    const offset = members - minMembers;
    const up = (by: number) => minMembers + Math.floor(offset / step) * step + by;
    const down = (by: number) => minMembers + Math.ceil(offset / step) * step - by;
    const target: Record<string, number> = {
      ArrowRight: up(step),
      ArrowUp: up(step),
      ArrowLeft: down(step),
      ArrowDown: down(step),
      PageUp: up(step * 10),
      PageDown: down(step * 10),
      Home: minMembers,
      End: maxMembers,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setDraft(null);
    commit(clampMembers(next));
  };

  const fee = monthlyFee(members);
  const feeText = formatUsd(fee);
  const hint = hintFor(draft, members);
  const fillPercent = ((members - minMembers) / (maxMembers - minMembers)) * 100;
  const pointX = xOf(members);
  const pointY = yOf(fee);

  return (
    <div data-slot="fee-calculator" id={id} className={cx(styles.root, className)} {...rest}>
      <div className={styles.controls} data-slot="fee-calculator-controls">
        <div className={styles.field}>
          <label htmlFor={ids.input} className={styles.label}>
            Community members
          </label>
          <TextField.Root
            id={ids.input}
            size="3"
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={ids.hint}
            aria-invalid={hint.warn || undefined}
            value={draft?.text ?? formatMembers(members)}
            onChange={(event) => onTextChange(event.currentTarget.value)}
            onBlur={settle}
            onKeyDown={onKeyDown}
            data-slot="fee-calculator-input"
          >
            <TextField.Slot side="right" className={styles.unit}>
              members
            </TextField.Slot>
          </TextField.Root>
          <p
            id={ids.hint}
            className={cx(styles.hint, hint.warn && styles.hintWarn)}
            data-slot="fee-calculator-hint"
          >
            {hint.text}
          </p>
        </div>

        <div className={styles.sliderBlock}>
          {/* A native range input: keyboard (arrows ±100, Page Up/Down, Home/End),
              touch and screen readers for free, and no JavaScript to download. */}
          <input
            type="range"
            className={styles.slider}
            min={minMembers}
            max={maxMembers}
            // A reference point off the 100-member grid (3,334, 16,667) would be snapped to the
            // grid by the browser, the thumb off the figure shown: off the grid the input takes
            // any value, and a drag from there lands back on the grid (onChange).
            step={onGrid(members) ? step : 'any'}
            value={members}
            aria-label="Community members slider"
            aria-valuetext={`${formatMembers(members)} members, ${feeText} a month each`}
            onChange={(event) => {
              setDraft(null);
              commit(clampMembers(toGrid(Number(event.currentTarget.value))));
            }}
            onKeyDown={onSliderKeyDown}
            style={{ [fillProperty]: `${fillPercent}%` }}
            data-slot="fee-calculator-slider"
          />
          <div className={styles.scale} aria-hidden="true">
            <span>{formatMembers(minMembers)}</span>
            <span>{formatMembers(maxMembers)}</span>
          </div>
        </div>

        <div className={styles.results} data-slot="fee-calculator-results">
          <div className={cx(styles.result, styles.resultPrimary)}>
            <span id={`${ids.fee}-label`} className={styles.resultLabel}>
              Monthly fee per member
            </span>
            <output
              id={ids.fee}
              htmlFor={ids.input}
              aria-labelledby={`${ids.fee}-label`}
              className={styles.feeValue}
            >
              {feeText}
            </output>
          </div>
          <div className={styles.result}>
            <span id={`${ids.revenue}-label`} className={styles.resultLabel}>
              Annual revenue
            </span>
            <output
              id={ids.revenue}
              htmlFor={ids.input}
              aria-labelledby={`${ids.revenue}-label`}
              className={styles.revenueValue}
            >
              {formatUsd(annualRevenue(members))}
            </output>
            <span className={styles.resultNote}>
              Fee × {formatMembers(members)} members × 12 months: the yearly running cost
            </span>
          </div>
        </div>
      </div>

      <div className={styles.side}>
        <figure className={styles.figure} data-slot="fee-calculator-chart">
          <svg
            viewBox={`0 0 ${chart.width} ${chart.height}`}
            className={styles.chart}
            role="img"
            aria-label={`Fee curve: the monthly fee falls from ${formatUsd(monthlyFee(minMembers))} at ${formatMembers(minMembers)} members to ${formatUsd(monthlyFee(maxMembers))} at ${formatMembers(maxMembers)} members. Marked: ${feeText} at ${formatMembers(members)} members.`}
          >
            {yTicks.map((tick) => (
              <g key={tick}>
                <line
                  x1={chart.left}
                  x2={chart.width - chart.right}
                  y1={yOf(tick)}
                  y2={yOf(tick)}
                  className={styles.gridLine}
                />
                <text
                  x={chart.left - 8}
                  y={yOf(tick) + 4}
                  textAnchor="end"
                  className={styles.axisText}
                >
                  ${tick}
                </text>
              </g>
            ))}
            {xTicks.map((tick) => (
              <text
                key={tick}
                x={xOf(tick)}
                y={chart.height - 10}
                textAnchor={tick === minMembers ? 'start' : tick === maxMembers ? 'end' : 'middle'}
                className={styles.axisText}
              >
                {formatMembers(tick)}
              </text>
            ))}
            <path d={areaPath} className={styles.area} />
            <path d={curvePath} className={styles.curve} />
            {facts.referencePoints.map((point) => (
              <circle
                key={point.members}
                cx={xOf(point.members)}
                cy={yOf(point.monthlyFee)}
                r={3.5}
                className={styles.referenceDot}
              />
            ))}
            <line x1={pointX} x2={pointX} y1={pointY} y2={yOf(0)} className={styles.guide} />
            <circle cx={pointX} cy={pointY} r={7} className={styles.point} />
          </svg>
          <figcaption className={styles.caption}>
            Fee per member by community size, {facts.minMembers} to {facts.maxMembers} members.
          </figcaption>
        </figure>

        <div className={styles.references}>
          <p id={ids.references} className={styles.referencesTitle}>
            Reference points
          </p>
          <ul aria-labelledby={ids.references} className={styles.referenceList}>
            {facts.referencePoints.map((point) => (
              <li key={point.members}>
                <Button
                  type="button"
                  variant="soft"
                  size="2"
                  className={styles.referenceButton}
                  data-state={members === point.members ? 'on' : 'off'}
                  onClick={() => {
                    setDraft(null);
                    commit(point.members);
                  }}
                >
                  <span className={styles.referenceFee}>{point.label}</span>{' '}
                  <span>a month at {point.membersLabel} members</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
