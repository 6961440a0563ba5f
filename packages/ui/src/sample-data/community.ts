import type { CommunityFigures, MembersMonth } from '../domain/community';
import { todaysMonthlyFee } from '../domain/community';

/*
 * Community figures as `public.community_figures()` returns them, for three communities: one
 * with no member yet, a young one (four months, below the 3,334 members that cover the goal)
 * and a large one (three years, past it, the fee falling).
 */

/** Months from `first` ('YYYY-MM'), with the members who joined in each; running totals added. */
function months(first: string, joined: readonly number[]): MembersMonth[] {
  const [year = 2026, month = 1] = first.split('-').map(Number);
  let total = 0;
  return joined.map((count, index) => {
    const at = new Date(Date.UTC(year, month - 1 + index, 1));
    total += count;
    return {
      month: `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`,
      joined: count,
      members: total,
    };
  });
}

function figures(
  byMonth: MembersMonth[],
  rest: Pick<
    CommunityFigures,
    'openJobs' | 'jobsPostedThisMonth' | 'engagementsCompletedThisMonth'
  >,
): CommunityFigures {
  const members = byMonth.at(-1)?.members ?? 0;
  return {
    members,
    monthlyFee: todaysMonthlyFee(members),
    launchMonthlyFee: 5,
    annualRevenueGoal: 200_000,
    feeFallsAfterMembers: 3_334,
    membersUntilFeeFalls: Math.max(0, 3_334 - members),
    membersByMonth: byMonth,
    computedAt: '2026-11-27T12:00:00Z',
    ...rest,
  };
}

/** No confirmed member yet: no months to chart. */
export const sampleEmptyCommunity: CommunityFigures = figures([], {
  openJobs: 0,
  jobsPostedThisMonth: 0,
  engagementsCompletedThisMonth: 0,
});

/** Four months since launch, 412 members: the flat $5, 2,922 members before it falls. */
export const sampleYoungCommunity: CommunityFigures = figures(
  months('2026-08', [23, 61, 140, 188]),
  {
    openJobs: 37,
    jobsPostedThisMonth: 52,
    engagementsCompletedThisMonth: 9,
  },
);

/** Three years since launch, 19,755 members: the fee has fallen to $0.84. */
export const sampleLargeCommunity: CommunityFigures = figures(
  months(
    '2023-12',
    [
      40, 95, 160, 210, 260, 300, 340, 380, 420, 450, 480, 510, 540, 560, 580, 600, 610, 620, 630,
      640, 650, 660, 670, 680, 690, 700, 705, 710, 715, 720, 725, 730, 735, 740, 745, 755,
    ],
  ),
  { openJobs: 1_240, jobsPostedThisMonth: 1_815, engagementsCompletedThisMonth: 964 },
);
