import type { ReactNode } from 'react';
import { SvgIcon } from '../../internal/icons';

/* Inline 16 px stroke icons for the shell, drawn on a 16 × 16 grid; decorative, the text beside them names the action. */
function Icon({ children, strokeWidth = 1.5 }: { children: ReactNode; strokeWidth?: number }) {
  return (
    <SvgIcon size={16} grid={16} strokeWidth={strokeWidth}>
      {children}
    </SvgIcon>
  );
}

export const DashboardIcon = () => (
  <Icon>
    <rect x="2" y="2" width="5" height="6" rx="1.2" />
    <rect x="9" y="2" width="5" height="3.5" rx="1.2" />
    <rect x="2" y="10" width="5" height="4" rx="1.2" />
    <rect x="9" y="7.5" width="5" height="6.5" rx="1.2" />
  </Icon>
);

export const JobsIcon = () => (
  <Icon>
    <rect x="1.75" y="4.5" width="12.5" height="9" rx="1.5" />
    <path d="M5.5 4.5V3.25c0-.7.55-1.25 1.25-1.25h2.5c.7 0 1.25.55 1.25 1.25V4.5" />
    <path d="M1.75 8.5h12.5" />
  </Icon>
);

export const MessagesIcon = () => (
  <Icon>
    <path d="M2.25 3.75c0-.83.67-1.5 1.5-1.5h8.5c.83 0 1.5.67 1.5 1.5v6c0 .83-.67 1.5-1.5 1.5H6.5L3.5 13.75v-2.5h.25c-.83 0-1.5-.67-1.5-1.5z" />
    <path d="M5 5.75h6M5 8.25h3.5" />
  </Icon>
);

export const ProfileIcon = () => (
  <Icon>
    <circle cx="8" cy="5.25" r="2.75" />
    <path d="M2.75 14c.4-2.6 2.6-4.25 5.25-4.25s4.85 1.65 5.25 4.25" />
  </Icon>
);

export const SettingsIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="2" />
    <path d="M8 1.75v1.5M8 12.75v1.5M14.25 8h-1.5M3.25 8h-1.5M12.42 3.58l-1.06 1.06M4.64 11.36l-1.06 1.06M12.42 12.42l-1.06-1.06M4.64 4.64 3.58 3.58" />
    <circle cx="8" cy="8" r="4.5" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon strokeWidth={1.8}>
    <path d="M8 3v10M3 8h10" />
  </Icon>
);

export const SidebarIcon = () => (
  <Icon>
    <rect x="1.75" y="2.5" width="12.5" height="11" rx="1.75" />
    <path d="M6 2.5v11" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon>
    <path d="m4.5 6.25 3.5 3.5 3.5-3.5" />
  </Icon>
);

export const SignOutIcon = () => (
  <Icon>
    <path d="M6 2.25H3.75c-.83 0-1.5.67-1.5 1.5v8.5c0 .83.67 1.5 1.5 1.5H6" />
    <path d="M10.5 11 13.5 8l-3-3M13.5 8H6" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="m4 4 8 8M12 4l-8 8" />
  </Icon>
);
