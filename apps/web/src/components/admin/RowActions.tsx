import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonVariant } from '../ui/Button.tsx';
import type { IconProps } from '../ui/icons.tsx';

export type ActionTone = 'neutral' | 'danger' | 'green' | 'amber' | 'brand';

/** A confirmation before a row action runs (delete, regenerate...). */
export interface Confirmation<Row> {
  title: string;
  confirmLabel: string;
  busyLabel?: string;
  danger?: boolean;
  body: (row: Row) => ReactNode;
  busy: boolean;
  error?: string | null;
  /** When the dialog opens (e.g. to clear the last attempt's error). */
  onOpen?: () => void;
  /** Runs the action; `close` ends the dialog (on success, or always). */
  run: (row: Row, close: () => void) => void;
}

/** One button or link of a row's Actions cell, as data. */
export interface RowAction<Row> {
  /** The accessible name, naming the row ("Delete Annual meetup"). */
  label: (row: Row) => string;
  /** A 44 px icon button; without one, the text in a small bordered button. */
  icon?: (props: IconProps) => ReactNode;
  text?: (row: Row) => string;
  title?: string | ((row: Row) => string);
  tone?: ActionTone | ((row: Row) => ActionTone);
  /** A full-size Button of this variant instead. */
  variant?: ButtonVariant;
  /** A link instead of a button. */
  to?: (row: Row) => string;
  onClick?: (row: Row) => void;
  hidden?: (row: Row) => boolean;
  disabled?: (row: Row) => boolean;
  confirm?: Confirmation<Row>;
  /** Markup of its own (a control the kinds above do not cover). */
  render?: (row: Row) => ReactNode;
}

const iconBase =
  'inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';
const textBase =
  'inline-flex min-h-11 items-center rounded-lg border px-3 text-xs font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60';
const TEXT_TONES: Record<ActionTone, string> = {
  neutral: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  danger: 'border-red-300 text-red-800 hover:bg-red-50',
  green: 'border-green-700 text-green-800 hover:bg-green-50',
  amber: 'border-amber-400 text-amber-900 hover:bg-amber-50',
  brand: 'border-brand-700 text-brand-800 hover:bg-brand-50',
};

function classes<Row>(action: RowAction<Row>, row: Row) {
  const tone = typeof action.tone === 'function' ? action.tone(row) : (action.tone ?? 'neutral');
  if (action.icon) return `${iconBase} ${tone === 'danger' ? 'text-red-700' : 'text-slate-700'}`;
  return `${textBase} ${TEXT_TONES[tone]}`;
}

/** The Actions cell: the row's visible actions in order; `onAsk` opens an action's confirmation. */
export function RowActions<Row>({
  row,
  actions,
  onAsk,
}: {
  row: Row;
  actions: readonly RowAction<Row>[];
  onAsk: (index: number) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      {actions.map((action, index) => {
        if (action.hidden?.(row)) return null;
        if (action.render) return <Fragment key={index}>{action.render(row)}</Fragment>;
        const title = typeof action.title === 'function' ? action.title(row) : action.title;
        const Icon = action.icon;
        const content = Icon ? <Icon /> : (action.text?.(row) ?? action.label(row));
        const name = action.label(row);
        const shown = typeof content === 'string' && content === name ? undefined : name;
        if (action.to) {
          return (
            <Link key={index} to={action.to(row)} className={classes(action, row)} aria-label={shown} title={title}>
              {content}
            </Link>
          );
        }
        const onClick = () => {
          action.onClick?.(row);
          if (action.confirm) {
            action.confirm.onOpen?.();
            onAsk(index);
          }
        };
        const props = { 'aria-label': shown, title, disabled: action.disabled?.(row), onClick };
        return action.variant ? (
          <Button key={index} variant={action.variant} {...props}>
            {content}
          </Button>
        ) : (
          <button key={index} type="button" className={classes(action, row)} {...props}>
            {content}
          </button>
        );
      })}
    </div>
  );
}

interface DeleteMutation {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset(): void;
  mutate(id: string, options: { onSuccess: () => void }): void;
}

/** The usual delete confirmation: the last error cleared on opening, shown in the dialog; closes on success. */
export function confirmDelete<Row extends { _id: string }>(
  mutation: DeleteMutation,
  { title, body, failed }: { title: string; body: ReactNode; failed: string | ((error: unknown) => string) },
): Confirmation<Row> {
  return {
    title,
    confirmLabel: 'Delete',
    busyLabel: 'Deleting...',
    danger: true,
    body: () => body,
    busy: mutation.isPending,
    error: mutation.isError ? (typeof failed === 'string' ? failed : failed(mutation.error)) : null,
    onOpen: () => mutation.reset(),
    run: (row, close) => mutation.mutate(row._id, { onSuccess: close }),
  };
}
