import type { ReactNode } from 'react';

// The editor toolbar's line icons, drawn inline (24×24, currentColor) like the site's own.

function ToolbarIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const BoldIcon = () => (
  <ToolbarIcon>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </ToolbarIcon>
);

export const ItalicIcon = () => (
  <ToolbarIcon>
    <path d="M11 5h6M7 19h6M14 5l-4 14" />
  </ToolbarIcon>
);

export const StrikethroughIcon = () => (
  <ToolbarIcon>
    <path d="M5 12h14M16 7a4 3 0 0 0-4-2c-2.2 0-4 1.3-4 3s1.5 2.5 4 3M8 17a4 3 0 0 0 4 2c2.2 0 4-1.3 4-3" />
  </ToolbarIcon>
);

export const LinkIcon = () => (
  <ToolbarIcon>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </ToolbarIcon>
);

export const UnlinkIcon = () => (
  <ToolbarIcon>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1M4 4l16 16" />
  </ToolbarIcon>
);

export const CopyIcon = () => (
  <ToolbarIcon>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </ToolbarIcon>
);

export const CheckIcon = () => (
  <ToolbarIcon>
    <path d="M5 12l5 5L20 7" />
  </ToolbarIcon>
);

export const BulletListIcon = () => (
  <ToolbarIcon>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18" r="1" />
  </ToolbarIcon>
);

export const NumberedListIcon = () => (
  <ToolbarIcon>
    <path d="M10 6h10M10 12h10M10 18h10M4 4h1v4M4 8h2M4 14.5a1 1 0 0 1 2 0c0 .8-2 1.5-2 3.5h2" />
  </ToolbarIcon>
);

export const ImageIcon = () => (
  <ToolbarIcon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="M21 16l-5-5-9 9" />
  </ToolbarIcon>
);
