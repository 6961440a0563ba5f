import { Icon, type IconName, type IconProps } from '../internal/icons';

/* The landing page's names for its icons in the shared set (see internal/icons). */
const landingIcons = {
  percent: 'percent',
  ticket: 'ticket',
  lock: 'lock',
  eyeOff: 'eyeOff',
  wallet: 'wallet',
  handshake: 'handshake',
  layers: 'layers',
  code: 'code',
  bolt: 'zap',
  plug: 'plug',
  ledger: 'ledger',
  branch: 'branch',
  chart: 'chart',
  users: 'usersWide',
  award: 'awardLong',
  check: 'checkWide',
  circle: 'circle',
  github: 'github',
  mastodon: 'mastodon',
} as const satisfies Record<string, IconName>;

export type LandingIconName = keyof typeof landingIcons;

export const landingIconNames = Object.keys(landingIcons) as LandingIconName[];

export interface LandingIconProps extends Omit<IconProps, 'name'> {
  name: LandingIconName;
}

/** One decorative line icon of the landing page (20 px unless told). */
export function LandingIcon({ name, size = 20, ...rest }: LandingIconProps) {
  return <Icon name={landingIcons[name]} size={size} {...rest} />;
}
