export type BadgeVariant = 'info' | 'success' | 'warning' | 'danger';

/** A KERN badge: a short state word; the colour repeats what the word says. */
export function Badge({ variant = 'info', children }: { variant?: BadgeVariant; children: string }) {
  return (
    <span className={`kern-badge kern-badge--${variant}`}>
      <span className="kern-label">{children}</span>
    </span>
  );
}
