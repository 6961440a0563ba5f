'use client';

import { Button, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { buildItems } from '../../domain/buildProgress';
import type { CommunityFigures, MembersMonth } from '../../domain/community';
import { feeWorking, formatCountedAt, monthLabel, niceCeiling } from '../../domain/ledger';
import { formatMembers, formatPrice, pricingFacts } from '../../domain/fees';
import { formatNumber } from '../../domain/format';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { BrandMark, Link } from '../../primitives';
import { LandingFooter } from '../../landing/LandingFooter/LandingFooter';
import * as shared from '../../layout/section.css';
import * as styles from './LedgerScreen.css';

const facts = pricingFacts();
const subscription = buildItems.find((item) => item.label.includes('subscription'));

/** Where the figures stand: being read, read, or could not be read. */
export type LedgerStatus = 'loading' | 'ready' | 'error';

export interface LedgerScreenProps extends HTMLAttributes<HTMLDivElement> {
  /** The community's figures from the database (`community_figures()`); needed when `ready`. */
  figures?: CommunityFigures;
  /**
   * `loading` while the figures are read (what a prerendered page shows first; its formula
   * and goal are there at once), `ready` with `figures`, `error` when they could not be read.
   * Default: `ready` with figures, `loading` without.
   */
  status?: LedgerStatus;
  /** 'Try again' after an error; without it no button is shown. */
  onRetry?: () => void;
  /** Where the brand and 'Back to home' go; rendered with the injected link component. */
  homeHref?: string;
  ref?: Ref<HTMLDivElement>;
}

/* The members chart: one bar per month (members at the month's end), drawn in a fixed box so
   the page keeps its layout while the figures load. */
const chart = { width: 640, height: 240, left: 72, right: 12, top: 16, bottom: 36 };
const plotWidth = chart.width - chart.left - chart.right;
const plotHeight = chart.height - chart.top - chart.bottom;

function MembersChart({ months }: { months: readonly MembersMonth[] }) {
  const last = months.at(-1);
  const top = niceCeiling(Math.max(...months.map((m) => m.members), 1));
  const yOf = (members: number) => chart.top + (1 - members / top) * plotHeight;
  const slot = plotWidth / months.length;
  const barWidth = Math.max(1, Math.min(48, slot * 0.7));
  const ticks = [0, top / 2, top];
  const goal = facts.referencePoints[0]?.members ?? 0;
  // Month labels: the first, the last and, for longer histories, one in the middle.
  const labelled = new Set([
    0,
    months.length - 1,
    ...(months.length > 6 ? [Math.floor((months.length - 1) / 2)] : []),
  ]);
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className={styles.chart}
      aria-hidden="true"
      focusable="false"
      data-slot="ledger-chart"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={chart.left}
            x2={chart.width - chart.right}
            y1={yOf(tick)}
            y2={yOf(tick)}
            className={styles.gridLine}
          />
          <text x={chart.left - 8} y={yOf(tick) + 4} textAnchor="end" className={styles.axisText}>
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      {months.map((month, index) => {
        const x = chart.left + slot * index + (slot - barWidth) / 2;
        const y = yOf(month.members);
        return (
          <rect
            key={month.month}
            x={x}
            y={y}
            width={barWidth}
            height={Math.max(0, yOf(0) - y)}
            rx={Math.min(3, barWidth / 2)}
            className={month === last ? styles.barNow : styles.bar}
          />
        );
      })}
      {months.map((month, index) =>
        labelled.has(index) ? (
          <text
            key={month.month}
            x={chart.left + slot * index + slot / 2}
            y={chart.height - 10}
            textAnchor={
              months.length === 1
                ? 'middle'
                : index === 0
                  ? 'start'
                  : index === months.length - 1
                    ? 'end'
                    : 'middle'
            }
            className={styles.axisText}
          >
            {monthLabel(month.month, true)}
          </text>
        ) : null,
      )}
      {goal <= top && (last?.members ?? 0) >= goal / 2 && (
        <g>
          <line
            x1={chart.left}
            x2={chart.width - chart.right}
            y1={yOf(goal)}
            y2={yOf(goal)}
            className={styles.goalLine}
          />
          <text x={chart.left + 6} y={yOf(goal) - 6} className={styles.goalText}>
            {facts.breakEvenMembers}: the fee starts to fall
          </text>
        </g>
      )}
    </svg>
  );
}

/** One figure of the ledger: a label, a value and a line saying what it is. */
function Figure({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      <dd className={styles.figureNote}>{note}</dd>
    </div>
  );
}

/** A value not known yet (loading) or not read (error): a dash, said as such. */
const unknown = (
  <span className={styles.unknown}>
    <span aria-hidden="true">—</span>
    <span className={styles.hidden}>not known yet</span>
  </span>
);

/**
 * The public ledger at `/ledger`: the fee formula, today's member count and fee, the annual
 * revenue goal, the members by month since launch as a chart (with a table for screen
 * readers), and this month's activity, all as the database counts them (totals only). The
 * formula and goal are drawn at once; the figures arrive with `figures`. Pure: the app reads
 * the figures and passes them in.
 */
export function LedgerScreen({
  figures,
  status = figures ? 'ready' : 'loading',
  onRetry,
  homeHref = paths.home,
  className,
  ...rest
}: LedgerScreenProps) {
  const ready = status === 'ready' && figures !== undefined;
  const shown = ready ? figures : undefined;
  const months = shown?.membersByMonth ?? [];
  const first = months[0];
  return (
    <div
      data-slot="ledger-screen"
      data-state={status}
      className={cx(styles.root, className)}
      {...rest}
    >
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.topBar}>
        <div className={cx(shared.inner, styles.barInner)}>
          <Link href={homeHref} className={styles.brand}>
            <BrandMark />
          </Link>
          <Link href={homeHref} className={styles.back}>
            Back to home
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={shared.inner}>
          <div className={cx(shared.header, styles.intro)}>
            <p className={shared.eyebrow}>Open accounting</p>
            <Heading as="h1" size="8" className={shared.title}>
              The public ledger
            </Heading>
            <Text as="p" size="4" className={shared.lead}>
              The fee is the community’s yearly running cost split evenly between its members. Every
              figure below is counted by the marketplace’s own database: totals only, nothing about
              any one person.
            </Text>
            <p className={styles.status} role="status" data-slot="ledger-status">
              {ready ? (
                `Counted ${formatCountedAt(figures.computedAt)}, recounted at most once a minute.`
              ) : status === 'error' ? (
                'The figures could not be read from the database. Check your connection and try again.'
              ) : (
                <>
                  Reading today’s figures from the database…
                  <noscript>
                    {' '}
                    They are read by the page’s script: turn JavaScript on to see them.
                  </noscript>
                </>
              )}
            </p>
          </div>

          <section aria-labelledby="ledger-today" className={styles.block}>
            <Heading as="h2" size="6" id="ledger-today" className={styles.blockTitle}>
              Today’s fee
            </Heading>
            <dl className={styles.figures} data-slot="ledger-figures">
              <Figure
                label="Members"
                value={shown ? formatMembers(shown.members) : unknown}
                note="Confirmed accounts"
              />
              <Figure
                label="Monthly fee"
                value={shown ? formatPrice(shown.monthlyFee) : unknown}
                note="Paid by every member alike"
              />
              <Figure
                label="Annual revenue goal"
                value={facts.annualGoal}
                note="Hosting, card payments, moderation and development"
              />
              <Figure
                label="Before the fee falls"
                value={
                  shown
                    ? shown.membersUntilFeeFalls > 0
                      ? formatMembers(shown.membersUntilFeeFalls)
                      : 'Falling now'
                    : unknown
                }
                note={
                  shown && shown.membersUntilFeeFalls === 0
                    ? `Since ${facts.breakEvenMembers} members covered the goal`
                    : `More members needed to reach ${facts.breakEvenMembers}, the goal`
                }
              />
            </dl>
            <div className={styles.formula} data-slot="ledger-formula">
              <p className={styles.formulaLabel}>The formula</p>
              <p className={styles.formulaText}>
                Monthly fee = {facts.annualGoal} ÷ members ÷ 12, never more than {facts.launchFee}
              </p>
              <p className={styles.formulaWorking}>
                {shown
                  ? feeWorking(shown)
                  : `Up to ${facts.breakEvenMembers} members the fee is the flat ${facts.launchFee}; from there it falls with every member who joins.`}
              </p>
            </div>
          </section>

          <section aria-labelledby="ledger-growth" className={styles.block}>
            <Heading as="h2" size="6" id="ledger-growth" className={styles.blockTitle}>
              Members by month since launch
            </Heading>
            <figure className={styles.chartFigure} data-slot="ledger-chart-figure">
              <div className={styles.chartBox}>
                {months.length > 0 ? (
                  <MembersChart months={months} />
                ) : (
                  <p className={styles.chartEmpty}>
                    {ready
                      ? 'No confirmed members yet: the chart starts with the first one.'
                      : status === 'error'
                        ? 'The months could not be read.'
                        : 'Reading the months…'}
                  </p>
                )}
                {months.length === 0 && status === 'error' && onRetry && (
                  <Button type="button" size="2" variant="soft" highContrast onClick={onRetry}>
                    Try again
                  </Button>
                )}
              </div>
              {months.length > 0 && first && (
                <figcaption className={styles.caption}>
                  Members at the end of each month, {monthLabel(first.month)} to{' '}
                  {monthLabel(months.at(-1)?.month ?? first.month)}.
                </figcaption>
              )}
            </figure>
            {months.length > 0 && (
              <table className={styles.hidden} data-slot="ledger-table">
                <caption>Members by month since launch</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Joined</th>
                    <th scope="col">Members</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{monthLabel(month.month)}</th>
                      <td>{formatMembers(month.joined)}</td>
                      <td>{formatMembers(month.members)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section aria-labelledby="ledger-month" className={styles.block}>
            <Heading as="h2" size="6" id="ledger-month" className={styles.blockTitle}>
              This month’s work
            </Heading>
            <dl className={styles.figures}>
              <Figure
                label="Open jobs"
                value={shown ? formatNumber(shown.openJobs) : unknown}
                note="Taking proposals now"
              />
              <Figure
                label="Jobs posted"
                value={shown ? formatNumber(shown.jobsPostedThisMonth) : unknown}
                note="Since the 1st of the month (UTC)"
              />
              <Figure
                label="Work completed"
                value={shown ? formatNumber(shown.engagementsCompletedThisMonth) : unknown}
                note="Hired work both sides confirmed done"
              />
            </dl>
          </section>

          {subscription && !subscription.done && (
            <section aria-labelledby="ledger-books" className={styles.block}>
              <Heading as="h2" size="6" id="ledger-books" className={styles.blockTitle}>
                Income and expenses
              </Heading>
              <Text as="p" size="3" className={shared.lead}>
                No member has paid a fee yet: the {facts.launchFee} subscription is still on the
                build checklist. Membership income and every expense, by category, will be published
                here from its first month.
              </Text>
            </section>
          )}
        </div>
      </main>
      <LandingFooter />
    </div>
  );
}
