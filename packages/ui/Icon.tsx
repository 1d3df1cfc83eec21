/** Inline SVG icons (Material Symbols shapes), decorative: the text next to them carries meaning. */
const PATHS = {
  'arrow-forward': 'M16.2 13H4v-2h12.2l-5.6-5.6L12 4l8 8-8 8-1.4-1.4 5.6-5.6z',
  'arrow-down': 'M11 4v12.2l-5.6-5.6L4 12l8 8 8-8-1.4-1.4-5.6 5.6V4h-2z',
  'arrow-up': 'M13 20V7.8l5.6 5.6L20 12l-8-8-8 8 1.4 1.4L11 7.8V20h2z',
  external: 'M5 21q-.8 0-1.4-.6T3 19V5q0-.8.6-1.4T5 3h7v2H5v14h14v-7h2v7q0 .8-.6 1.4T19 21H5zm4.7-5.3-1.4-1.4L17.6 5H14V3h7v7h-2V6.4l-9.3 9.3z',
  mail: 'M4 20q-.8 0-1.4-.6T2 18V6q0-.8.6-1.4T4 4h16q.8 0 1.4.6T22 6v12q0 .8-.6 1.4T20 20H4zm8-7L4 8v10h16V8l-8 5zm0-2 8-5H4l8 5z',
  info: 'M11 17h2v-6h-2v6zm1-8q.4 0 .7-.3t.3-.7-.3-.7T12 7t-.7.3-.3.7.3.7.7.3zm0 13q-2.1 0-3.9-.8t-3.2-2.1-2.1-3.2T2 12t.8-3.9 2.1-3.2 3.2-2.1T12 2t3.9.8 3.2 2.1 2.1 3.2T22 12t-.8 3.9-2.1 3.2-3.2 2.1T12 22z',
  success: 'M10.6 16.6 17.7 9.5l-1.4-1.4-5.7 5.7-2.8-2.9-1.4 1.4 4.2 4.3zM12 22q-2.1 0-3.9-.8t-3.2-2.1-2.1-3.2T2 12t.8-3.9 2.1-3.2 3.2-2.1T12 2t3.9.8 3.2 2.1 2.1 3.2T22 12t-.8 3.9-2.1 3.2-3.2 2.1T12 22z',
  warning: 'M1 21 12 2l11 19H1zm11-3q.4 0 .7-.3t.3-.7-.3-.7-.7-.3-.7.3-.3.7.3.7.7.3zm-1-3h2v-5h-2v5z',
  danger: 'M12 17q.4 0 .7-.3t.3-.7-.3-.7T12 15t-.7.3-.3.7.3.7.7.3zm-1-4h2V7h-2v6zm1 9q-2.1 0-3.9-.8t-3.2-2.1-2.1-3.2T2 12t.8-3.9 2.1-3.2 3.2-2.1T12 2t3.9.8 3.2 2.1 2.1 3.2T22 12t-.8 3.9-2.1 3.2-3.2 2.1T12 22z',
  'easy-language': 'M12 21.5q-1.2-1-2.7-1.5T6 19.5q-1 0-2 .3t-2 .7V6.1q.9-.5 1.9-.8T6 5q1.5 0 2.9.4T12 6.6q1.2-.8 2.9-1.2T18 5q1 0 2 .3t2 .8v14.4q-1-.4-2-.7t-2-.3q-1.8 0-3.3.5T12 21.5zm-1-3V8q-.9-.5-2.2-.8T6 7q-.8 0-1.5.1T3 7.5v10q.7-.3 1.5-.4T6 17q1.5 0 2.7.4t2.3 1.1z',
  'sign-language': 'M7 22q-1.2 0-2.1-.9T4 19v-6.5q0-.8.6-1.4T6 10.5h.5V5q0-.6.4-1.1T8 3.5t1.1.4.4 1.1v4.3l1-.3V3.5q0-.6.4-1.1T12 2t1.1.4.4 1.1v5.3h1V4.5q0-.6.4-1.1T16 3t1.1.4.4 1.1v5.7h1V7.5q0-.6.4-1.1T20 6t1.1.4.4 1.1V15q0 2.9-2 5t-5 2H7z',
  code: 'M8 18 2 12l6-6 1.4 1.4L4.8 12l4.6 4.6L8 18zm8 0-1.4-1.4 4.6-4.6-4.6-4.6L16 6l6 6-6 6z',
  menu: 'M3 18v-2h18v2H3zm0-5v-2h18v2H3zm0-5V6h18v2H3z',
  close: 'M6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5l5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19z',
  sidebar: 'M5 21q-.8 0-1.4-.6T3 19V5q0-.8.6-1.4T5 3h14q.8 0 1.4.6T21 5v14q0 .8-.6 1.4T19 21H5zm3-2V5H5v14h3zm2 0h9V5h-9v14z',
  copy: 'M9 18q-.8 0-1.4-.6T7 16V4q0-.8.6-1.4T9 2h9q.8 0 1.4.6T20 4v12q0 .8-.6 1.4T18 18H9zm0-2h9V4H9v12zm-4 6q-.8 0-1.4-.6T3 20V6h2v14h11v2H5z',
  'arrow-back': 'M7.8 13 13.4 18.6 12 20l-8-8 8-8 1.4 1.4L7.8 11H20v2H7.8z',
  feedback: 'M12 15q.4 0 .7-.3t.3-.7-.3-.7T12 13t-.7.3-.3.7.3.7.7.3zm-1-4h2V5h-2v6zM2 22V4q0-.8.6-1.4T4 2h16q.8 0 1.4.6T22 4v12q0 .8-.6 1.4T20 18H6l-4 4zm3.2-6H20V4H4v13.1L5.2 16z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}

/**
 * A text followed by an icon, as in a link "Mehr zum Peer Review →": the last word and the icon
 * are kept together in a no-wrap span, so the icon never wraps onto a line of its own.
 */
export function TextThenIcon({ text, name, className }: { text: string; name: IconName; className?: string }) {
  const trimmed = text.trimEnd();
  const cut = trimmed.lastIndexOf(' ') + 1;
  return (
    <>
      {trimmed.slice(0, cut)}
      <span className="nowrap">
        {trimmed.slice(cut)}
        <Icon name={name} {...(className ? { className } : {})} />
      </span>
    </>
  );
}
