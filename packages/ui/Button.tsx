import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/**
 * A KERN button with its label. "danger" is for an action that cannot be undone (deleting): the
 * secondary look with the danger colour, so it never looks like the page's main action.
 */
export function Button({
  label,
  variant = 'secondary',
  type = 'submit',
  ...native
}: { label: string; variant?: ButtonVariant } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>) {
  const className = variant === 'danger' ? 'kern-btn kern-btn--secondary kern-btn--danger' : `kern-btn kern-btn--${variant}`;
  return (
    <button {...native} className={className} type={type}>
      <span className="kern-label">{label}</span>
    </button>
  );
}
