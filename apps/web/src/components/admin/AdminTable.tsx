import type { ReactNode } from 'react';

type AdminTableProps = {
  /** Column headings, in order. */
  columns: readonly string[];
  /** A Tailwind min-width class: wide tables scroll sideways on phones instead of squeezing. */
  minWidth: string;
  caption?: string;
  /** The body rows. */
  children: ReactNode;
};

/** The frame and heading row every admin table shares. */
export function AdminTable({ columns, minWidth, caption, children }: AdminTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2.5 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
